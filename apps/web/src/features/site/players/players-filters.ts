import { SITE_PLAYERS_SORTS, type SitePlayersSort } from '@mliga/contract';
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
  const params = new URLSearchParams();
  if (f.name.trim()) params.set('name', f.name.trim());
  if (f.team !== null) params.set('team', String(f.team));
  if (f.position !== null) params.set('position', String(f.position));
  if (f.sort !== 'name') params.set('sort', f.sort);
  if (f.page > 1) params.set('p', String(f.page));
  const qs = params.toString();
  return qs ? `?${qs}` : '';
}
