import { CookieStatement } from '../components/cookie-statement';

export function CookiesPage() {
  return <CookieStatement />;
}
