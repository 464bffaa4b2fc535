/** The read figures of the bench: which URLs, in which group, against which target. */
import { TOURS, type Season } from './season-seed.ts';

const n = (x: number) => Math.round(x).toLocaleString('en');

export type Read = {
  group: 'fantasy rating' | 'predictor rating' | 'players' | 'active league';
  name: string;
  url: string;
  /** Read by a signed-in user (bench user 1): the answer holds their own row, so no cache keeps it. */
  signedIn?: true;
};

export function reads(season: Season): Read[] {
  const f = season.fantasy;
  const p = season.predictor;
  const pages = Math.ceil(season.users / 20);
  const middle = Math.floor(pages / 2);
  const lastScored = (ids: number[]) => ids[TOURS - 2]!;
  const fr = `/v1/champs/${f.generalChampId}/rating/`;
  const pr = `/v1/predictors/${p.leagueId}/rating/${p.generalChampId}/`;
  const pl = `/v1/leagues/${f.leagueId}/players/`;
  return [
    { group: 'fantasy rating', name: 'fantasy rating, page 1', url: fr },
    { group: 'fantasy rating', name: `fantasy rating, page ${n(middle)}`, url: `${fr}?p=${middle}` },
    { group: 'fantasy rating', name: `fantasy rating, last page ${n(pages)}`, url: `${fr}?p=${pages}` },
    {
      group: 'fantasy rating',
      name: `fantasy rating by tour 9, page ${n(middle)}`,
      url: `${fr}?sort=-${lastScored(f.stageIds)}&p=${middle}`,
    },
    // Issue 20: a search by a later word of the team name ('Команда 12345': 11 teams at 1,000,000,
    // through the trigram index); signed in, the same search without the server's copy.
    { group: 'fantasy rating', name: 'fantasy rating, search by a word «12345»', url: `${fr}?name=12345` },
    { group: 'fantasy rating', name: 'fantasy rating, page 1, signed in', url: fr, signedIn: true },
    {
      group: 'fantasy rating',
      name: 'fantasy rating, search by a word «12345», signed in',
      url: `${fr}?name=12345`,
      signedIn: true,
    },
    { group: 'predictor rating', name: 'predictor rating, page 1', url: pr },
    { group: 'predictor rating', name: `predictor rating, page ${n(middle)}`, url: `${pr}?p=${middle}` },
    { group: 'predictor rating', name: `predictor rating, last page ${n(pages)}`, url: `${pr}?p=${pages}` },
    {
      group: 'predictor rating',
      name: `predictor rating by tour 9, page ${n(middle)}`,
      url: `${pr}?sort=-${lastScored(p.stageIds)}&p=${middle}`,
    },
    {
      group: 'predictor rating',
      name: `predictor rating, page ${n(middle)}, signed in`,
      url: `${pr}?p=${middle}`,
      signedIn: true,
    },
    { group: 'players', name: 'players, default (-points)', url: pl },
    { group: 'players', name: 'players, -popularity_percent', url: `${pl}?sort=-popularity_percent` },
    { group: 'players', name: 'players, -goals', url: `${pl}?sort=-goals` },
    { group: 'players', name: 'players, -assists', url: `${pl}?sort=-assists` },
    { group: 'players', name: 'players, -performance', url: `${pl}?sort=-performance` },
    { group: 'players', name: 'players, points (ascending), page 3', url: `${pl}?sort=points&p=3` },
    {
      group: 'players',
      name: 'players, -mysquad with 15 selected',
      url: `${pl}?sort=-mysquad&selected=${Array.from({ length: 15 }, (_, i) => season.firstPlayerId + i * 21).join(',')}`,
    },
    {
      group: 'players',
      name: 'players, club + position filter',
      url: `${pl}?team=${season.firstClubId + 3}&field_position=3`,
    },
    {
      group: 'players',
      name: 'players, name + price filter, -goals',
      url: `${pl}?name=${encodeURIComponent('фамилия1')}&price_from=4.5&price_to=6&sort=-goals`,
    },
    { group: 'active league', name: 'active fantasy league', url: '/v1/leagues/active/' },
    {
      group: 'active league',
      name: 'active fantasy league, signed in',
      url: '/v1/leagues/active/',
      signedIn: true,
    },
  ];
}

export const TARGETS: Record<Read['group'], { rps: number; p99: number | null }> = {
  'fantasy rating': { rps: 2000, p99: 50 },
  'predictor rating': { rps: 2000, p99: 50 },
  players: { rps: 1500, p99: 50 },
  'active league': { rps: 5000, p99: null },
};
