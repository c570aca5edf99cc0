import { QueryClient } from '@tanstack/react-query';

/** Retry only what may pass on a second try: network failures (status 0) and server errors. */
export const shouldRetry = (failureCount: number, error: unknown): boolean => {
  const status = (error as { status?: number } | null)?.status;
  return failureCount < 2 && (status === 0 || (status !== undefined && status >= 500));
};

export const createQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: shouldRetry } } });
