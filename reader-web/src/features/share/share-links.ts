export type ShareTarget = 'facebook' | 'twitter' | 'reddit' | 'email';

export const SHARE_TARGETS: readonly { target: ShareTarget; label: string }[] = [
  { target: 'facebook', label: 'Facebook' },
  { target: 'twitter', label: 'Twitter' },
  { target: 'reddit', label: 'Reddit' },
  { target: 'email', label: 'Email' },
];

/** The spec's share popup size. */
export const SHARE_POPUP = { width: 800, height: 504 } as const;

/** Where each target takes a page's address and title. */
export function shareUrl(target: ShareTarget, url: string, title: string): string {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  switch (target) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case 'twitter':
      return `https://twitter.com/intent/tweet?url=${u}&text=${t}`;
    case 'reddit':
      return `https://www.reddit.com/submit?url=${u}&title=${t}`;
    case 'email':
      return `mailto:?subject=${t}&body=${encodeURIComponent(`${title}\n\n${url}`)}`;
  }
}

/** window.open features for a popup centred on the current window. */
export function popupFeatures(
  win: Pick<Window, 'screenX' | 'screenY' | 'outerWidth' | 'outerHeight'>,
) {
  const { width, height } = SHARE_POPUP;
  const left = Math.max(0, Math.round(win.screenX + (win.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(win.screenY + (win.outerHeight - height) / 2));
  return `popup,width=${width},height=${height},left=${left},top=${top}`;
}
