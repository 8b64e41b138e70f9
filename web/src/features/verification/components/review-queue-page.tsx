import { useQuery } from '@apollo/client/react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConnectionList } from '../../../components/connection-list/connection-list.js';
import { EmptyState } from '../../../components/ui/empty-state.js';
import type { ReviewStatus } from '../../../graphql/generated/graphql';
import { isForbidden } from '../../../lib/graphql/request-error.js';
import { ReviewQueueQuery } from '../api/review-queue.js';
import { PageHeading } from './page-heading.js';
import { ReviewApplicationCard } from './review-application-card.js';
import { type ReviewTab, ReviewTabs } from './review-tabs.js';

const FILTERS: readonly ReviewStatus[] = ['UNDER_REVIEW', 'APPROVED', 'REJECTED'];
const PAGE_SIZE = 10;

/**
 * `/my/review` (officials): real-name, creator and organisation applications, approve or reject each one.
 * `releases` and `refunds` are the content of the tabs of those names, composed in by the page (features do not
 * import each other).
 */
export function ReviewQueuePage({
  releases: releasesTab,
  refunds: refundsTab,
}: {
  releases: ReactNode;
  refunds: ReactNode;
}) {
  const { t } = useTranslation(['verification', 'common']);
  const [kind, setKind] = useState<ReviewTab>('REALNAME');
  const [status, setStatus] = useState<ReviewStatus>('UNDER_REVIEW');
  // Tabs whose content another feature renders: no applications query, no status filter.
  const composed = kind === 'RELEASES' || kind === 'REFUNDS';
  const query = useQuery(ReviewQueueQuery, {
    variables: {
      kind: kind === 'RELEASES' || kind === 'REFUNDS' ? 'REALNAME' : kind,
      status,
      first: PAGE_SIZE,
    },
    fetchPolicy: 'cache-and-network',
    skip: composed,
  });
  const { error, loading } = query;
  const heading = <PageHeading title={t('review.title')} lead={t('review.lead')} />;

  if (error && isForbidden(error)) {
    return (
      <div className="flex flex-col gap-6">
        {heading}
        <EmptyState role="alert" title={t('review.forbiddenTitle')} text={t('review.forbiddenText')} />
      </div>
    );
  }

  let content: ReactNode;
  if (kind === 'RELEASES') {
    content = releasesTab;
  } else if (kind === 'REFUNDS') {
    content = refundsTab;
  } else {
    content = (
      <ConnectionList
        connection={query.data?.reviewQueueConnection}
        query={query}
        failedTitle={t('review.loadFailed')}
        empty={<EmptyState title={t('review.emptyTitle')} text={t('review.emptyText')} />}
        more={{ label: t('review.loadMore') }}
      >
        {(applications) =>
          applications.map((application) => (
            <ReviewApplicationCard key={application.id} application={application} />
          ))
        }
      </ConnectionList>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      {heading}
      <ReviewTabs
        value={kind}
        onChange={setKind}
        busy={loading}
        toolbar={
          composed ? null : (
            <label className="flex items-center gap-2 text-muted text-sm">
              {t('review.statusFilter')}
              <select
                value={status}
                onChange={(event) =>
                  setStatus(FILTERS.find((s) => s === event.target.value) ?? 'UNDER_REVIEW')
                }
                className="h-10 rounded-full bg-surface px-4 text-ink text-sm ring-1 ring-line focus:outline-none focus:ring-ink/40"
              >
                {FILTERS.map((filter) => (
                  <option key={filter} value={filter}>
                    {t(`statusLabels.${filter}`)}
                  </option>
                ))}
              </select>
            </label>
          )
        }
      >
        {content}
      </ReviewTabs>
    </div>
  );
}
