import { useTranslation } from 'react-i18next';

/** Warns reviewers that the applicant's nickname resembles the platform's (issue 9 §9). */
export function NicknameFlag() {
  const { t } = useTranslation('verification');
  return (
    <p data-testid="nickname-flag" className="mt-1 font-medium text-danger text-sm">
      {t('review.nicknameFlag')}
    </p>
  );
}
