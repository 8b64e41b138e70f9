// https://vike.dev/Page
import { Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { usePageContext } from 'vike-react/usePageContext';
import { MyLayout } from '../../features/account/my/my-layout.js';
import { ApolloBoundary } from '../../lib/apollo/apollo-boundary.js';
import { useFixedT } from '../../lib/hooks/use-fixed-t.js';
import { localizePath } from '../../lib/i18n/localize-path.js';
import { MY_ROUTES } from './my-routes.js';

/** What a page shows while its code loads: the same loading line as a view waiting for its query. */
function PageLoading() {
  const t = useFixedT('common');
  return (
    <p role="status" className="text-muted">
      {t('loading')}
    </p>
  );
}

/**
 * The personal centre (spec §2): react-router owns everything below the localized `/my`, with the pages of
 * `MY_ROUTES` inside the frame (side menu, session check), each loaded when first opened.
 */
export function Page() {
  const { locale } = usePageContext();
  return (
    <ApolloBoundary>
      <BrowserRouter basename={localizePath('/my', locale)}>
        <Routes>
          <Route element={<MyLayout />}>
            {MY_ROUTES.map(({ path, element }) => (
              <Route
                key={path ?? 'index'}
                {...(path === undefined ? { index: true } : { path })}
                element={<Suspense fallback={<PageLoading />}>{element}</Suspense>}
              />
            ))}
          </Route>
        </Routes>
      </BrowserRouter>
    </ApolloBoundary>
  );
}
