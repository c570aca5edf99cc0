import { lazy, Suspense, type ReactNode } from 'react';
import { useHydrated } from '../../../shared/hooks/use-hydrated';

const ConsentGate = lazy(() => import('./consent-gate').then((m) => ({ default: m.ConsentGate })));

/** An address on this site (an upload): a path, not another site's (or a protocol-relative) URL. */
export function isOwnAddress(src: string): boolean {
  return src.startsWith('/') && !src.startsWith('//');
}

/**
 * Content from another site (a link's preview and icon, a quoted person's photo): shown only once
 * the reader accepted all cookies, as that site may set cookies and learns who reads the page.
 * Until then, in the server's render (which cannot know the choice) and while the check's code
 * loads (it is not part of a read page's first load), the fallback stands in.
 */
export function ThirdParty({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const hydrated = useHydrated();
  if (!hydrated) return <>{fallback}</>;
  return (
    <Suspense fallback={fallback}>
      <ConsentGate fallback={fallback}>{children}</ConsentGate>
    </Suspense>
  );
}
