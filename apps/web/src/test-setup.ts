import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom has no layout: ScrollRestoration's scrolling is a no-op here.
window.scrollTo = () => {};

// Each test starts with an empty page and empty storage.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
