import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isWebPage, WEB_PAGE_PATHS } from '@mliga/contract';
import { routes } from './routes.tsx';

/** Every page path the router has, joined from the nested route tree (the 404 catch-all left out). */
function pagePaths(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    if (route.path === '*') return [];
    const here = route.path ? `${parent.replace(/\/$/, '')}/${route.path}` : parent;
    const own = route.index || (route.path && !route.children) ? [here || '/'] : [];
    return [...own, ...(route.children ? pagePaths(route.children, here) : [])];
  });
}

describe('the API’s list of page paths', () => {
  it('is exactly the router’s pages, so the server answers 404 for the rest', () => {
    expect([...pagePaths(routes)].sort()).toEqual([...WEB_PAGE_PATHS].sort());
  });

  it('matches paths with and without the trailing slash, and nothing else', () => {
    expect(isWebPage('/game/fantasy/7/my-team/stages/12/')).toBe(true);
    expect(isWebPage('/teams')).toBe(true);
    expect(isWebPage('/teams/5/extra/')).toBe(false);
    expect(isWebPage('/nonexistent-page/')).toBe(false);
  });
});
