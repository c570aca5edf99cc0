import { CONSENT_KEY } from '../consent-store';
import { SITE_NAME } from '../../../shared/site';

/** The cookie statement shown at /cookies. */
export function CookieStatement() {
  return (
    <article className="prose">
      <h1>Cookie statement</h1>
      <p>
        This page explains which cookies and similar browser storage {SITE_NAME} uses, and what you
        can choose.
      </p>

      <h2>Essential: the session cookie</h2>
      <p>
        When you log in, the server sets one session cookie. It is marked httpOnly (scripts on the
        page cannot read it) and is sent only to this site. It holds a random identifier of your
        session, nothing else, and lets you stay logged in, vote, comment and edit. The site cannot
        work for logged-in people without it, so it does not ask for consent. Logging out ends the
        session.
      </p>

      <h2>Essential: the voter cookie</h2>
      <p>
        When you vote without an account, the server sets a cookie named <code>opinions.voter</code>
        , httpOnly and sent only to this site&apos;s API. It holds a random identifier, signed by
        the server, so that your later votes replace your earlier ones instead of counting twice,
        and so that logging in can give your votes to your account (the cookie is removed then). It
        lasts a year. Without it a vote cannot be counted, so it does not ask for consent; reading
        pages never sets it.
      </p>

      <h2>Your choice: the {CONSENT_KEY} entry</h2>
      <p>
        Your answer to the cookie banner is kept in your browser&apos;s local storage under the key{' '}
        <code>{CONSENT_KEY}</code>: <code>1</code> when you accepted all cookies, <code>-1</code>{' '}
        when you accepted only essential cookies. It never leaves your browser except that the
        choice, the version of this statement and the page address are recorded once when you make
        it, so we can show that consent was given. Any other value is removed.
      </p>
      <p>
        Another session-only entry in your browser remembers the last page you read, so that logging
        in or out brings you back to it. It is deleted when you close the tab.
      </p>

      <h2>Third-party content: only with your consent</h2>
      <p>
        Some pages show content from other sites: a link&apos;s preview picture and its site&apos;s
        icon, the photo of a quoted person, embedded videos or stories. Those sites may set their
        own cookies and learn which page you read, so their content loads only if you chose
        &lsquo;Accept All Cookies&rsquo;. Until then, and with &lsquo;Only Accept Essential
        Cookies&rsquo;, nothing from other sites is loaded: initials or the site&apos;s first letter
        stand in for its pictures. Pictures uploaded to this site always show.
      </p>

      <h2>Changing your mind</h2>
      <p>
        Remove the <code>{CONSENT_KEY}</code> entry (or clear this site&apos;s data in your browser
        settings) and the banner will ask again on your next visit.
      </p>
    </article>
  );
}
