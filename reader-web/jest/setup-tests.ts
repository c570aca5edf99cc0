import '@testing-library/jest-dom/jest-globals';
import { beforeEach } from '@jest/globals';

// Before, not after, each test: a previous test's last commit may still write to storage.
beforeEach(() => {
  if (typeof window === 'undefined') return;
  window.localStorage.clear();
  window.sessionStorage.clear();
});

// jsdom has no layout: scrolling (ScrollRestoration, #hash links) is a no-op in tests.
if (typeof window !== 'undefined') {
  window.scrollTo = () => {};
  Element.prototype.scrollIntoView = () => {};
}
