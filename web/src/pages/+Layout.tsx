// https://vike.dev/Layout
import '../styles/global.css';
import type { ReactNode } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { BareLayout } from '../components/layout/bare-layout.js';
import { DefaultLayout } from '../components/layout/default-layout.js';
import { LoadingBar } from '../components/layout/loading-bar.js';
import { MessageStack } from '../components/layout/message-stack.js';
import { UpdateBanner } from '../components/layout/update-banner.js';

/**
 * Picks the shell from the non-cumulative `layout` setting (see +config.ts): a route overrides the
 * default with `+layout.ts` → `export default 'bare'`. Overlays are shared by every shell.
 */
export function Layout({ children }: { children: ReactNode }) {
  const { config } = usePageContext();
  const Shell = config.layout === 'bare' ? BareLayout : DefaultLayout;
  return (
    <>
      <LoadingBar />
      <Shell>{children}</Shell>
      <MessageStack />
      <UpdateBanner />
    </>
  );
}
