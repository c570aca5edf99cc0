import '@testing-library/jest-dom/jest-globals';
import { beforeEach } from '@jest/globals';
import { configure } from '@testing-library/react';

// findBy*/waitFor wait up to 1 s by default: too little when the whole suite shares two cores with
// PostgreSQL. A longer bound only matters when a test would otherwise fail.
configure({ asyncUtilTimeout: 5000 });

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
