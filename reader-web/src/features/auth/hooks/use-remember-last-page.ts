import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { rememberPage, sessionStore } from '../return-target';

/** Keeps the last visited page in session storage as the return target. */
export function useRememberLastPage(): void {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    rememberPage(sessionStore(), pathname + search + hash);
  }, [pathname, search, hash]);
}
