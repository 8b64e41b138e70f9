import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ViewerQuery } from '../api/viewer.js';
import { ProfileForm } from './profile-form.js';
import { SignOutEverywhere } from './sign-out-everywhere.js';

type Props = {
  /**
   * Real-name verification until the viewer is verified (features/verification, composed in by the page
   * layer): the form, its application under review, or the rejection with the form to resubmit.
   */
  realNameForm: ReactNode;
};

/** `/my/account`: profile, real-name verification and security (spec §2, personal centre). */
export function AccountPage({ realNameForm }: Props) {
  const { t } = useTranslation('my');
  const viewer = useQuery(ViewerQuery).data?.viewer;
  if (!viewer) return null;
  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-semibold">{t('account.title')}</h1>
      <Card title={t('account.profile')}>
        <ProfileForm key={viewer.id} viewer={viewer} />
      </Card>
      <Card title={t('account.realName')}>
        {viewer.realNameVerified && viewer.realName ? (
          <p className="break-words text-success" data-testid="real-name-done">
            {t('account.realNameDone', { name: viewer.realName })}
          </p>
        ) : (
          realNameForm
        )}
      </Card>
      <Card title={t('account.security')}>
        <dl className="mb-6 flex gap-3 text-sm">
          <dt className="text-muted">{t('account.phone')}</dt>
          <dd data-testid="masked-phone">{viewer.phone ?? t('account.phoneNone')}</dd>
        </dl>
        <SignOutEverywhere />
      </Card>
    </div>
  );
}

function Card({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-line bg-surface p-6">
      {title && <h2 className="mb-5 text-lg font-semibold">{title}</h2>}
      {children}
    </section>
  );
}
