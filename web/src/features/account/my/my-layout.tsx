import { useQuery } from '@apollo/client/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { navigate } from 'vike/client/router';
import { usePageContext } from 'vike-react/usePageContext';
import { localizePath } from '../../../lib/i18n/localize-path.js';
import { useStores } from '../../../stores/use-stores.js';
import { ViewerQuery } from '../api/viewer.js';
import { useLiveMessages } from '../lib/use-live-messages.js';
import { toUserInfo } from '../lib/user-info.js';
import { MySideMenu } from './my-side-menu.js';
import { useMyTitle } from './use-my-title.js';

/**
 * The personal centre's frame: side menu by account type and the routed content. It confirms the session
 * with the BFF; no viewer means the cookies were gone or revoked, so the user leaves for `/` with the
 * login prompt (spec §5: the path did not change).
 */
export const MyLayout = observer(function MyLayout() {
  const { t } = useTranslation('my');
  const { session } = useStores();
  const { locale } = usePageContext();
  const { data, loading } = useQuery(ViewerQuery);
  const viewer = data?.viewer;
  useLiveMessages(viewer?.id);
  useMyTitle();

  useEffect(() => {
    if (loading || data === undefined) return;
    if (viewer) {
      session.signedIn(toUserInfo(viewer));
      return;
    }
    session.signedOut();
    session.openLoginPrompt('required', window.location.pathname + window.location.search);
    void navigate(localizePath('/', locale));
  }, [loading, data, viewer, session, locale]);

  if (!viewer) {
    return (
      <div className="page-container section-y text-muted" role="status">
        {t('loading')}
      </div>
    );
  }
  return (
    <div className="page-container grid grid-cols-[minmax(0,1fr)] gap-8 py-8 lg:grid-cols-[240px_minmax(0,1fr)] lg:py-12">
      <aside className="min-w-0 lg:sticky lg:top-24 lg:self-start">
        <MySideMenu type={viewer.type} unread={viewer.unreadMessageCount} />
      </aside>
      <div className="min-w-0">
        <Outlet />
      </div>
    </div>
  );
});
