import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The web tests share their modules (isolate: false): this file loads its own copies and leaves
// fresh ones for the next file.
afterEach(() => {
  vi.doUnmock('./SiteToaster.tsx');
  vi.resetModules();
});

describe('the toaster, loaded with the first toast', () => {
  it('keeps the page when its file cannot be loaded', async () => {
    vi.resetModules();
    vi.doMock('./SiteToaster.tsx', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const { LazyToaster } = await import('./LazyToaster.tsx');
    const { loadSonner } = await import('./toaster-loader.ts');
    render(
      <>
        <p>Страница</p>
        <LazyToaster />
      </>,
    );
    await act(async () => {
      await loadSonner();
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByText('Страница')).toBeTruthy();
  });
});
