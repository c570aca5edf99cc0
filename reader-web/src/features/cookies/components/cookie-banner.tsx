import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useCookieBanner } from '../hooks/use-cookie-banner';
import './cookie-banner.css';

export function CookieBanner() {
  const { visible, choose } = useCookieBanner();
  const [view, setView] = useState<'intro' | 'settings'>('intro');
  if (!visible) return null;

  return (
    <section className="cookie-banner" aria-labelledby="cookie-banner-title">
      <h2 id="cookie-banner-title" className="cookie-banner__title">
        {view === 'intro' ? 'We use cookies' : 'Cookie settings'}
      </h2>
      {view === 'intro' ? (
        <>
          <p>
            One essential cookie keeps you logged in. With your consent, pages may also show content
            from other sites, which can set cookies of their own.{' '}
            <Link to="/cookies">Read the cookie statement</Link>.
          </p>
          <div className="cookie-banner__actions">
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setView('settings')}
            >
              Cookie Settings
            </button>
            <button type="button" className="button" onClick={() => choose(true)}>
              Accept Cookies
            </button>
          </div>
        </>
      ) : (
        <>
          <p>
            Essential cookies are always on: without them you cannot log in. Third-party content
            (such as embedded videos) loads only if you accept all cookies.
          </p>
          <div className="cookie-banner__actions">
            <button
              type="button"
              className="button button--secondary"
              onClick={() => choose(false)}
            >
              Only Accept Essential Cookies
            </button>
            <button type="button" className="button" onClick={() => choose(true)}>
              Accept All Cookies
            </button>
          </div>
        </>
      )}
    </section>
  );
}
