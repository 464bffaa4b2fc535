import { cleanup } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach } from 'vitest';

// jsdom has no layout: ScrollRestoration's scrolling is a no-op here.
window.scrollTo = () => {};

// Each test starts with an empty page and empty storage.
afterEach(() => {
  // Test files share modules (isolate: false): a toast left in sonner's store would show in the next file's toaster.
  toast.dismiss();
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
