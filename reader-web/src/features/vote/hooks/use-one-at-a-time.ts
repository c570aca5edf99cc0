import { useRef } from 'react';

/**
 * The send, refusing a second call while one is on its way: a vote is sent once however fast the
 * reader presses, without relying on the disabled button having rendered in between.
 */
export function useOneAtATime<A extends unknown[]>(send: (...args: A) => Promise<void>) {
  const busy = useRef(false);
  return async (...args: A): Promise<void> => {
    if (busy.current) return;
    busy.current = true;
    try {
      await send(...args);
    } finally {
      busy.current = false;
    }
  };
}
