import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { Button } from '../../../components/ui/button.js';
import { EmptyState } from '../../../components/ui/empty-state.js';
import { Price } from '../../../components/ui/price.js';
import { QueryFallback } from '../../../components/ui/query-fallback.js';
import type { ItemKind, ReleaseReviewQueueQuery } from '../../../graphql/generated/graphql';
import { formatDate } from '../../../lib/format.js';
import { requestErrorKind } from '../../../lib/graphql/request-error.js';
import { useStores } from '../../../stores/use-stores.js';
import {
  ApproveReleaseMutation,
  ReleaseReviewQueueQuery as QueueQuery,
  RejectReleaseMutation,
} from '../api/release-review.js';
import { ReleaseRejectDialog } from './release-reject-dialog.js';

type Release = ReleaseReviewQueueQuery['releaseReviewQueue']['records'][number];
const PAGE_SIZE = 20;

/** The "Releases" tab of the officials' review (decision 0027 §2): goods or works under review, oldest first. */
export function ReleaseQueue({ kind }: { kind: ItemKind }) {
  const { t } = useTranslation(['my', 'common']);
  const { data, error, refetch } = useQuery(QueueQuery, {
    variables: { kind, page: { current: 1, size: PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
  });
  const queue = data?.releaseReviewQueue;
  if (!queue) {
    return (
      <QueryFallback
        error={error}
        failedTitle={t('selling.review.loadFailed')}
        onRetry={() => void refetch()}
      />
    );
  }
  if (queue.records.length === 0) {
    return <EmptyState title={t('selling.review.emptyTitle')} text={t('selling.review.emptyText')} />;
  }
  return (
    <ul className="flex flex-col gap-4">
      {queue.records.map((release) => (
        <ReleaseCard key={release.id} release={release} />
      ))}
    </ul>
  );
}

function ReleaseCard({ release }: { release: Release }) {
  const { t } = useTranslation(['my', 'common']);
  const { locale } = usePageContext();
  const { ui } = useStores();
  const client = useApolloClient();
  const [rejecting, setRejecting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [approve, approving] = useMutation(ApproveReleaseMutation);
  const [reject, rejectingNow] = useMutation(RejectReleaseMutation);
  const variables = { kind: release.kind, id: release.id };

  async function decide(run: () => Promise<{ message: string }[] | undefined>, done: string) {
    setError(null);
    try {
      const userErrors = await run();
      if (userErrors?.length) {
        setError(userErrors.map((e) => e.message).join(' '));
        return;
      }
      ui.messages.show({ type: 'success', text: done });
      setRejecting(false);
      await client.refetchQueries({ include: ['ReleaseReviewQueue'] });
    } catch (failure) {
      setError(t(`common:ui.errors.${requestErrorKind(failure)}`));
    }
  }

  return (
    <li
      aria-labelledby={`release-${release.id}`}
      data-testid="release-review"
      className="flex flex-col gap-4 rounded-3xl bg-surface p-5 ring-1 ring-line sm:flex-row sm:items-center"
    >
      <img
        src={release.cover.url}
        width={release.cover.width}
        height={release.cover.height}
        alt=""
        className="size-24 shrink-0 rounded-2xl object-cover ring-1 ring-line"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h2 id={`release-${release.id}`} className="font-semibold text-ink text-lg">
          {release.title}
        </h2>
        <p className="text-muted text-sm">
          {[release.seller?.nickname, release.category?.name].filter(Boolean).join(' · ')}
        </p>
        <p className="flex flex-wrap gap-x-3 text-sm">
          <Price money={release.price} locale={locale} className="text-ink" />
          <span className="text-muted">{t('selling.stock', { count: release.stock })}</span>
        </p>
        <p className="text-muted text-sm">
          {t('selling.review.submitted', { date: formatDate(release.submittedAt, locale, 'dateTime') })}
        </p>
        {error && !rejecting ? (
          <p role="alert" className="text-danger text-sm">
            {error}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          loading={approving.loading}
          onClick={() =>
            void decide(
              async () => (await approve({ variables })).data?.approveRelease.userErrors,
              t('selling.review.approved'),
            )
          }
        >
          {t('selling.review.approve')}
        </Button>
        <Button variant="danger" onClick={() => setRejecting(true)}>
          {t('selling.review.reject')}
        </Button>
      </div>
      <ReleaseRejectDialog
        title={release.title}
        open={rejecting}
        pending={rejectingNow.loading}
        error={rejecting ? error : null}
        onConfirm={(reason) =>
          void decide(
            async () =>
              (await reject({ variables: { ...variables, reason } })).data?.rejectRelease.userErrors,
            t('selling.review.rejected'),
          )
        }
        onCancel={() => {
          setRejecting(false);
          setError(null);
        }}
      />
    </li>
  );
}
