import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False in the server render and in the render that hydrates it, true afterwards: what only the
 * browser can show waits for it, so hydration matches the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
