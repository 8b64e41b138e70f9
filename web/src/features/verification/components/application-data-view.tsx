import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApplicationFieldsFragment } from '../../../graphql/generated/graphql';
import { creatorData, orgData, realNameData } from '../lib/application-data.js';
import { PortfolioLink } from './portfolio-link.js';
import { PrivateImageLink } from './private-image-link.js';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="contents">
      <dt className="text-muted text-sm">{label}</dt>
      <dd className="min-w-0 break-words text-ink">{children}</dd>
    </div>
  );
}

/** What the applicant submitted, as reviewers read it. */
export function ApplicationDataView({
  application,
}: {
  application: Pick<ApplicationFieldsFragment, 'data'>;
}) {
  const { t } = useTranslation('verification');
  const realName = realNameData(application);
  // Real-name applications carry exactly the front and the back; anything else is numbered like the creator's.
  const idSideLabel = (index: number) =>
    index === 0
      ? t('realName.idFront')
      : index === 1
        ? t('realName.idBack')
        : t('creatorForm.idImageAlt', { n: index + 1 });
  const creator = creatorData(application);
  const org = orgData(application);
  return (
    <dl className="grid gap-3 sm:grid-cols-[9rem_1fr]">
      {realName ? (
        <>
          <Row label={t('review.data.name')}>{realName.name}</Row>
          <Row label={t('review.data.idNumber')}>
            <span className="font-mono">{realName.idNumberMasked}</span>
          </Row>
          <Row label={t('review.data.idImages')}>
            <span className="flex flex-wrap gap-2">
              {realName.idImages.map((src, index) => (
                <PrivateImageLink key={src} src={src} label={idSideLabel(index)} />
              ))}
            </span>
          </Row>
        </>
      ) : null}
      {creator ? (
        <>
          <Row label={t('review.data.field')}>{creator.field}</Row>
          <Row label={t('review.data.intro')}>
            <span className="whitespace-pre-line">{creator.intro}</span>
          </Row>
          <Row label={t('review.data.portfolio')}>
            {creator.portfolio.length > 0 ? (
              <ul className="grid gap-1">
                {creator.portfolio.map((link) => (
                  <li key={link}>
                    <PortfolioLink href={link} />
                  </li>
                ))}
              </ul>
            ) : (
              <span className="text-muted">{t('form.none')}</span>
            )}
          </Row>
          <Row label={t('review.data.idImages')}>
            <span className="flex flex-wrap gap-2">
              {creator.idImages.map((src, index) => (
                <PrivateImageLink key={src} src={src} label={t('creatorForm.idImageAlt', { n: index + 1 })} />
              ))}
            </span>
          </Row>
        </>
      ) : null}
      {org ? (
        <>
          <Row label={t('review.data.orgName')}>{org.orgName}</Row>
          <Row label={t('review.data.creditCode')}>
            <span className="font-mono">{org.creditCode}</span>
          </Row>
          <Row label={t('review.data.licenseImage')}>
            <PrivateImageLink src={org.licenseImage} label={t('orgForm.licenseImageAlt')} />
          </Row>
          <Row label={t('review.data.contactName')}>{org.contactName}</Row>
          <Row label={t('review.data.contactPhone')}>
            <a href={`tel:${org.contactPhone}`} className="hover:text-accent">
              {org.contactPhone}
            </a>
          </Row>
        </>
      ) : null}
    </dl>
  );
}
