import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.js';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.js';
import { useStores } from '../../../stores/use-stores.js';
import { LogoutOthersMutation } from '../api/logout-others.js';

/** Revokes every other session of this account; they get 507 (and are logged out) on their next call. */
export function SignOutEverywhere() {
  const { t } = useTranslation('my');
  const { ui } = useStores();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [logoutOthers, { loading }] = useMutation(LogoutOthersMutation);

  async function confirm() {
    setError(null);
    try {
      const { data } = await logoutOthers();
      setOpen(false);
      ui.messages.show({
        type: 'success',
        text: t('account.signedOutOthers', { count: data?.logoutOthers.revoked ?? 0 }),
      });
    } catch {
      setError(t('account.signOutFailed'));
    }
  }

  return (
    <div>
      <p className="text-sm text-muted">{t('account.signOutEverywhereText')}</p>
      <Button variant="secondary" className="mt-4" onClick={() => setOpen(true)}>
        {t('account.signOutEverywhere')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('account.signOutEverywhere')}
        description={t('account.signOutEverywhereText')}
        confirmLabel={t('account.signOutEverywhereConfirm')}
        cancelLabel={t('empty.back')}
        tone="danger"
        pending={loading}
        error={error}
        onConfirm={() => void confirm()}
        onCancel={() => setOpen(false)}
      />
    </div>
  );
}
