/** Query keys of the league site. Every answer is public: none carries a user id. */
export const siteKeys = {
  all: ['site'] as const,
  season: (id: number) => ['site', 'season', id] as const,
  seasonMatches: (id: number, tour: number | null) => ['site', 'season', id, 'matches', tour] as const,
  topPlayers: (id: number) => ['site', 'season', id, 'top-players'] as const,
  history: ['site', 'history'] as const,
  teams: ['site', 'teams'] as const,
  team: (id: number) => ['site', 'team', id] as const,
  players: (filters: object) => ['site', 'players', filters] as const,
  player: (id: number) => ['site', 'player', id] as const,
  tickets: ['site', 'tickets'] as const,
  videos: (tour: number | null) => ['site', 'videos', tour] as const,
  page: (slug: string) => ['site', 'page', slug] as const,
  match: (id: number) => ['site', 'match', id] as const,
  liveMatches: ['site', 'matches', 'live'] as const,
};

/** The league's data changes a few times a week: a minute in the cache is plenty (the API says so too). */
export const SITE_STALE_MS = 60_000;
