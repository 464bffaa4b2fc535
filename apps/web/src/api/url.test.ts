import { describe, expect, it } from 'vitest';
import { buildUrl } from './url.ts';

describe('buildUrl', () => {
  it('leaves out empty values, joins lists and adds no bare question mark', () => {
    expect(buildUrl('/players/', { name: '', team: null, sort: undefined })).toBe('/players/');
    expect(buildUrl('', { p: 2, name: 'Пётр Иванов', ids: [1, 2] })).toBe(
      `?p=2&name=${new URLSearchParams({ n: 'Пётр Иванов' }).toString().slice(2)}&ids=1%2C2`,
    );
  });

  it('takes search params as they are', () => {
    expect(buildUrl('/game/', new URLSearchParams('tab=market&name='))).toBe('/game/?tab=market&name=');
    expect(buildUrl('/game/', new URLSearchParams())).toBe('/game/');
  });
});
