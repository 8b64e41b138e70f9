// https://vike.dev/Wrapper
import { type ReactNode, useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { getI18n } from '../lib/i18n/i18n.js';
import { createRootStore } from '../stores/root-store.js';
import { StoresProvider } from '../stores/use-stores.js';

/**
 * Providers for every page: the locale's i18next instance and the MobX RootStore. Apollo's provider is not
 * here: catalogue pages render their `+data` JSON and load Apollo Client on demand (lib/page-data/), and the
 * pages whose components call Apollo hooks wrap themselves in ApolloBoundary (lib/apollo/apollo-boundary.tsx).
 */
export function Wrapper({ children }: { children: ReactNode }) {
  const pageContext = usePageContext();
  const { locale } = pageContext;
  const [store] = useState(() => createRootStore(locale));
  useEffect(() => store.locale.setLocale(locale), [store, locale]);
  return (
    <I18nextProvider i18n={getI18n(locale)}>
      <StoresProvider store={store}>{children}</StoresProvider>
    </I18nextProvider>
  );
}
