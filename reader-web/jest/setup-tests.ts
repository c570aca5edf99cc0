import '@testing-library/jest-dom/jest-globals';
import { beforeEach } from '@jest/globals';

// Before, not after, each test: a previous test's last commit may still write to storage.
beforeEach(() => {
  if (typeof window === 'undefined') return;
  window.localStorage.clear();
  window.sessionStorage.clear();
});
