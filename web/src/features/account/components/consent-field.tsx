import type { UseFormRegisterReturn } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { CheckboxField } from '../../../components/ui/checkbox-field.js';
import { LocalizedLink } from '../../../components/ui/localized-link.js';

const LINK = 'text-accent underline underline-offset-2 hover:text-accent-strong';

/** "I have read and accept the terms and the privacy policy": required to register (nextland records when). */
export function ConsentField({ field, error }: { field: UseFormRegisterReturn; error: string | undefined }) {
  const { t } = useTranslation('account');
  return (
    <CheckboxField
      {...field}
      error={error}
      label={
        <Trans
          t={t}
          i18nKey="register.consent"
          components={{
            // A new tab keeps what was typed in this form.
            terms: <LocalizedLink href="/terms" target="_blank" rel="noopener" className={LINK} />,
            privacy: <LocalizedLink href="/privacy" target="_blank" rel="noopener" className={LINK} />,
          }}
        />
      }
    />
  );
}
