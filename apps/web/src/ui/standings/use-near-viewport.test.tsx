import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearViewport } from './use-near-viewport.ts';

function Probe() {
  const [near, ref] = useNearViewport();
  return <div ref={ref}>{near ? 'near' : 'far'}</div>;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useNearViewport', () => {
  it('turns true once the element comes within a screen of the viewport, then stops watching', () => {
    let report: (entries: Pick<IntersectionObserverEntry, 'isIntersecting'>[]) => void = () => {};
    const disconnect = vi.fn();
    const observe = vi.fn();
    const options: IntersectionObserverInit[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof report, init: IntersectionObserverInit) {
          report = callback;
          options.push(init);
        }
        observe = observe;
        disconnect = disconnect;
      },
    );
    render(<Probe />);
    expect(screen.getByText('far')).toBeTruthy();
    expect(observe).toHaveBeenCalledTimes(1);
    expect(options[0]?.rootMargin).toBe('0px 0px 100% 0px');
    act(() => report([{ isIntersecting: false }]));
    expect(screen.getByText('far')).toBeTruthy();
    act(() => report([{ isIntersecting: true }]));
    expect(screen.getByText('near')).toBeTruthy();
    expect(disconnect).toHaveBeenCalled();
    expect(observe).toHaveBeenCalledTimes(1);
  });

  it('is true at once without IntersectionObserver (jsdom, old browsers)', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Probe />);
    expect(screen.getByText('near')).toBeTruthy();
  });
});
