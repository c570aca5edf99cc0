import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { NavigateProvider } from '../shared/components/list-link';
import { MeProvider } from '../features/auth/hooks/use-me';
import { LazyCookieBanner } from '../features/cookies/components/lazy-cookie-banner';
import { LazyBackLink } from '../features/layout/back-link/components/lazy-back-link';
import { SiteFooter } from '../features/layout/footer/components/site-footer';
import { SiteHeader } from '../features/layout/header/components/site-header';

export function AppLayout() {
  // A thin bar while the next page's data loads (client navigations wait for their loaders).
  const loading = useNavigation().state !== 'idle';
  return (
    <NavigateProvider>
      <MeProvider>
        <div className="app">
          <div className="nav-progress" hidden={!loading} aria-hidden="true" />
          {/* Shown at the bottom, but first in the tab order: a choice to make before reading. */}
          <LazyCookieBanner />
          <a href="#main" className="skip-link">
            Skip to content
          </a>
          <SiteHeader />
          <main id="main" className="app-main" tabIndex={-1}>
            <LazyBackLink />
            <Outlet />
          </main>
          <SiteFooter />
          {/* New pages start at the top, or at their #hash (next-argument links go to #voting). */}
          <ScrollRestoration />
        </div>
      </MeProvider>
    </NavigateProvider>
  );
}
