import { CookieStatement } from '../features/cookies/components/cookie-statement';

export function CookiesPage() {
  return <CookieStatement />;
}
