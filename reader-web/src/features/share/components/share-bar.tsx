import { useSyncExternalStore, type MouseEvent } from 'react';
import { popupFeatures, SHARE_TARGETS, shareUrl, type ShareTarget } from '../share-links';
import './share-bar.css';

const noSubscription = () => () => {};

/** The page origin: known in the browser; empty in the server render, so hydration matches. */
function useOrigin(): string {
  return useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => '',
  );
}

interface ShareBarProps {
  /** Path of the page to share, e.g. /c/123 (the read page, never its /edit/ twin). */
  path: string;
  title: string;
  label?: string;
}

/** Links to share a page on Facebook, Twitter, Reddit or by email; the first three in a popup. */
export function ShareBar({ path, title, label = 'Share' }: ShareBarProps) {
  const url = useOrigin() + path;
  const open = (target: ShareTarget) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (target === 'email') return;
    // Not 'noopener' in the features: window.open would then return null whether or not the
    // popup opened. When it is blocked, the link opens in a new tab instead.
    const popup = window.open(event.currentTarget.href, `share-${target}`, popupFeatures(window));
    if (popup) {
      popup.opener = null;
      event.preventDefault();
    }
  };
  return (
    <ul className="share-bar" aria-label={label}>
      {SHARE_TARGETS.map(({ target, label: name }) => (
        <li key={target}>
          <a
            className={`share-bar__link share-bar__link--${target}`}
            href={shareUrl(target, url, title)}
            onClick={open(target)}
            {...(target === 'email' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
          >
            {name}
          </a>
        </li>
      ))}
    </ul>
  );
}
