import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePageContext } from 'vike-react/usePageContext';
import { ConnectionList } from '../../../components/connection-list/connection-list.js';
import { Button } from '../../../components/ui/button.js';
import { formatDate } from '../../../lib/format.js';
import { MarkAllMessagesReadMutation } from '../api/mark-all-messages-read.js';
import { MarkMessageReadMutation } from '../api/mark-message-read.js';
import { MessagesQuery } from '../api/messages.js';
import { ViewerQuery } from '../api/viewer.js';
import { messageTopic } from './message-topic.js';

const PAGE_SIZE = 20;

/** `/my/msg`: system messages, newest first, with the unread count and mark-as-read. */
export function MessagesPage() {
  const { t } = useTranslation('my');
  const { locale } = usePageContext();
  const query = useQuery(MessagesQuery, {
    variables: { first: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  // Both mutations change `read` flags and counts; refetching keeps the list, the badge and the menu in step.
  const refetchQueries = [{ query: ViewerQuery }];
  const [markRead] = useMutation(MarkMessageReadMutation, { refetchQueries });
  const [markAll, markAllState] = useMutation(MarkAllMessagesReadMutation, { refetchQueries });
  const { refetch } = query;
  const page = query.data?.messagesConnection;

  if (!page) {
    return <p className="text-muted">{query.error ? t('msg.failed') : t('loading')}</p>;
  }

  async function read(id: string) {
    await markRead({ variables: { id } });
    await refetch();
  }

  async function readAll() {
    await markAll();
    await refetch();
  }

  return (
    <section>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold">{t('msg.title')}</h1>
          <p className="mt-1 text-sm text-muted" data-testid="unread-count">
            {t('msg.unread', { count: page.unreadCount })}
          </p>
        </div>
        {page.unreadCount > 0 ? (
          <Button variant="secondary" size="sm" loading={markAllState.loading} onClick={() => void readAll()}>
            {t('msg.markAll')}
          </Button>
        ) : null}
      </div>
      <ConnectionList
        connection={page}
        query={query}
        empty={
          <p className="mt-8 rounded-2xl border border-line bg-surface p-8 text-muted">{t('msg.empty')}</p>
        }
        more={{ label: t('msg.loadMore'), variant: 'ghost', layout: 'inline', className: 'mt-4' }}
      >
        {(messages) => (
          <ul className="mt-6 grid gap-3">
            {messages.map((message) => {
              const topic = messageTopic(message.kind);
              return (
                <li
                  key={message.id}
                  data-testid="message"
                  data-id={message.id}
                  data-read={message.read}
                  className={`rounded-2xl border p-5 ${message.read ? 'border-line bg-surface' : 'border-accent/40 bg-surface-2'}`}
                >
                  <div className="flex flex-wrap items-center gap-3">
                    {message.read ? null : (
                      <span className="rounded-full bg-accent px-2 text-xs font-semibold text-black">
                        {t('msg.new')}
                      </span>
                    )}
                    {topic ? (
                      <span className="rounded-full border border-line px-2 text-muted text-xs">
                        {t(`msg.topic.${topic}`)}
                      </span>
                    ) : null}
                    <h2 className="font-semibold">{message.title}</h2>
                    <time className="ml-auto text-xs text-subtle" dateTime={message.createdAt}>
                      {formatDate(message.createdAt, locale, 'dateTime')}
                    </time>
                  </div>
                  <p className="mt-2 whitespace-pre-line text-sm text-muted">{message.content}</p>
                  {message.afterSaleId ? (
                    <Link
                      to={{
                        pathname: '/order/afterSalesDetails',
                        search: `?id=${encodeURIComponent(message.afterSaleId)}`,
                      }}
                      className="mt-2 inline-block text-accent text-sm underline-offset-4 hover:underline"
                    >
                      {t('msg.viewAfterSale')}
                    </Link>
                  ) : null}
                  {message.read ? null : (
                    <Button variant="ghost" size="sm" className="mt-3" onClick={() => void read(message.id)}>
                      {t('msg.markRead')}
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </ConnectionList>
    </section>
  );
}
