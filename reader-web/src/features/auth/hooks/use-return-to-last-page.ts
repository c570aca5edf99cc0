import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { readReturnTarget, sessionStore } from '../return-target';

/** Navigates to the remembered return target (after login, signup or logout). */
export function useReturnToLastPage(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    void navigate(readReturnTarget(sessionStore()), { replace: true });
  }, [navigate]);
}
