import { SITE_PLAYERS_SORTS, type SitePlayersSort } from '@mliga/contract';
import { buildUrl } from '#api/url.ts';
import type { PlayersFilters } from '../api/get-players.ts';

const id = (raw: string | null) => (raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null);

/** The players list's filters from the address (?p=&team=&position=&name=&sort=); anything odd is ignored. */
export function readFilters(params: URLSearchParams): PlayersFilters {
  const position = id(params.get('position'));
  const sort = params.get('sort');
  return {
    page: id(params.get('p')) ?? 1,
    team: id(params.get('team')),
    position: position !== null && position <= 4 ? position : null,
    name: (params.get('name') ?? '').slice(0, 50),
    sort: (SITE_PLAYERS_SORTS as readonly string[]).includes(sort ?? '') ? (sort as SitePlayersSort) : 'name',
  };
}

/** The address of the filters; a change of anything but the page goes back to page 1. */
export function filtersSearch(f: PlayersFilters): string {
  return buildUrl('', {
    name: f.name.trim(),
    team: f.team,
    position: f.position,
    sort: f.sort !== 'name' ? f.sort : null,
    p: f.page > 1 ? f.page : null,
  });
}
