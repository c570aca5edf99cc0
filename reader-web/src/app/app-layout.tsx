import { Outlet } from 'react-router-dom';
import { CookieBanner } from '../features/cookies/components/cookie-banner';
import { SiteFooter } from '../features/layout/footer/components/site-footer';
import { SiteHeader } from '../features/layout/header/components/site-header';

export function AppLayout() {
  return (
    <div className="app">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className="app-main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <CookieBanner />
    </div>
  );
}
