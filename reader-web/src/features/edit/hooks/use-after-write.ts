import { useCallback } from 'react';
import { useLocation, useNavigate, useRevalidator } from 'react-router-dom';

/**
 * What follows a successful edit (spec section 7): go to the Location the server returned, or
 * reload the page's data (the RTK cache is already invalidated; the loaders refresh the head).
 */
export function useAfterWrite(): (location?: string) => void {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const { pathname } = useLocation();
  return useCallback(
    (location?: string) => {
      const here = location === pathname || `/edit${location}` === pathname;
      if (location && !here) void navigate(location);
      else void revalidator.revalidate();
    },
    [navigate, revalidator, pathname],
  );
}
