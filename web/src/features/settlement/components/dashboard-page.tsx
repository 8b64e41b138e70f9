import { useTranslation } from 'react-i18next';
import { SettlementRecords } from './settlement-records.js';

/**
 * `/my/dashboard`: for now only its settlement records. The income, interaction and sales charts come with a
 * later issue; the heading says so rather than showing empty charts.
 */
export function DashboardPage() {
  const { t } = useTranslation('settlement');
  return (
    <div className="flex flex-col gap-8">
      <header>
        <h1 className="font-semibold text-2xl text-ink">{t('dashboard.title')}</h1>
        <p className="mt-2 max-w-2xl text-muted">{t('dashboard.lead')}</p>
      </header>
      <SettlementRecords />
    </div>
  );
}
