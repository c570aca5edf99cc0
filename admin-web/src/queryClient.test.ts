import { describe, expect, it } from '@jest/globals';
import { shouldRetry } from './queryClient';

describe('shouldRetry', () => {
  it('retries network failures and server errors, twice at most', () => {
    expect(shouldRetry(0, { status: 0 })).toBe(true);
    expect(shouldRetry(1, { status: 503 })).toBe(true);
    expect(shouldRetry(2, { status: 503 })).toBe(false);
  });

  it('never retries a refusal', () => {
    expect(shouldRetry(0, { status: 403 })).toBe(false);
    expect(shouldRetry(0, new Error('boom'))).toBe(false);
  });
});
