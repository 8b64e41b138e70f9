// https://vike.dev/Layout
import '../styles/global.css';
import type { ReactNode } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { BareLayout } from '../components/layout/bare-layout.js';
import { DefaultLayout } from '../components/layout/default-layout.js';
import { LoadingBar } from '../components/layout/loading-bar.js';
import { MessageStack } from '../components/layout/message-stack.js';
import { UpdateBanner } from '../components/layout/update-banner.js';
import { HeaderAccount } from '../features/account/components/header-account.js';
import { LoginPrompt } from '../features/account/components/login-prompt.js';
import { SessionBootstrap } from '../features/account/components/session-bootstrap.js';
import { HeaderCartLink } from '../features/cart/components/header-cart-link.js';

/**
 * Picks the shell from the non-cumulative `layout` setting (see +config.ts): a route overrides the
 * default with `+layout.ts` → `export default 'bare'`. Overlays and the session wiring are shared by every shell.
 */
export function Layout({ children }: { children: ReactNode }) {
  const { config } = usePageContext();
  return (
    <>
      <LoadingBar />
      {config.layout === 'bare' ? (
        <BareLayout>{children}</BareLayout>
      ) : (
        <DefaultLayout
          account={
            <>
              <HeaderCartLink />
              <HeaderAccount />
            </>
          }
        >
          {children}
        </DefaultLayout>
      )}
      <MessageStack />
      <UpdateBanner />
      <LoginPrompt />
      <SessionBootstrap />
    </>
  );
}
