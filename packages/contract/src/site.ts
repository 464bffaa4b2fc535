import { Type, type Static } from 'typebox';
import { Nullable, Ok } from './envelope.ts';
import { FieldPositionInfo } from './fantasy.ts';

/*
 * The league's own public pages: season, teams, players, history, tickets,
 * videos and text pages. Every call is public and cached (Cache-Control, ETag).
 * Dates are Moscow time: dd.mm.yyyy and HH:mm.
 */

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });

export const SiteIdParams = Type.Object({ id: Id });

export const SiteTeam = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  short_name: Type.String(),
  city: Nullable(Type.String()),
  logo: Type.String(),
});
export type SiteTeam = Static<typeof SiteTeam>;

export const SeasonBrief = Type.Object({
  id: Type.Integer(),
  /** 'Сезон 2026/27' */
  name: Type.String(),
  /** '2026/27' */
  year: Type.String(),
  is_current: Type.Boolean(),
});
export type SeasonBrief = Static<typeof SeasonBrief>;

export const FormResult = Type.Union([Type.Literal('W'), Type.Literal('D'), Type.Literal('L')]);

/** One line of a league table (3 points a win, 1 a draw; ties: head-to-head, difference, goals, name). */
export const LeagueTableRow = Type.Object({
  place: Type.Integer(),
  team: SiteTeam,
  played: Type.Integer(),
  won: Type.Integer(),
  drawn: Type.Integer(),
  lost: Type.Integer(),
  goals_for: Type.Integer(),
  goals_against: Type.Integer(),
  goal_difference: Type.Integer(),
  points: Type.Integer(),
  /** The last five results, oldest first. */
  form: Type.Array(FormResult),
});
export type LeagueTableRow = Static<typeof LeagueTableRow>;

export const TourStatus = Type.Union([Type.Literal('past'), Type.Literal('current'), Type.Literal('future')]);

export const SeasonTour = Type.Object({
  tour: Type.Integer(),
  /** 'Тур 6' */
  name: Type.String(),
  /** past: every match finished; current: the first one that is not; future: the rest. */
  status: TourStatus,
  /** dd.mm.yyyy of the first and the last match */
  start_date: Type.String(),
  stop_date: Type.String(),
  matches_count: Type.Integer(),
  finished_count: Type.Integer(),
});
export type SeasonTour = Static<typeof SeasonTour>;

/** GET /v1/seasons/{id}/ */
export const SeasonOverview = Type.Object({
  season: SeasonBrief,
  table: Type.Array(LeagueTableRow),
  tours: Type.Array(SeasonTour),
  /** The tour a visitor lands on: the current one, else the last (null before the fixtures exist). */
  current_tour: Nullable(Type.Integer()),
});
export type SeasonOverview = Static<typeof SeasonOverview>;
export const SeasonOverviewResponse = Ok(SeasonOverview);

export const SiteVenue = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  city: Nullable(Type.String()),
  address: Nullable(Type.String()),
});
export type SiteVenue = Static<typeof SiteVenue>;

export const VideoKind = Type.Union([
  Type.Literal('review'),
  Type.Literal('highlights'),
  Type.Literal('interview'),
]);

export const SiteVideo = Type.Object({
  id: Type.Integer(),
  kind: VideoKind,
  title: Type.String(),
  /** An http(s) link; the site opens it in a new tab. */
  url: Type.String(),
  /** dd.mm.yyyy */
  published_at: Type.String(),
});
export type SiteVideo = Static<typeof SiteVideo>;

/** A match being played (issue 22): its state, minute and score so far. */
export const SiteMatchLive = Type.Object({
  status: Type.Union([Type.Literal('live'), Type.Literal('half_time')]),
  minute: Type.Integer(),
  home_score: Type.Integer(),
  guest_score: Type.Integer(),
});
export type SiteMatchLive = Static<typeof SiteMatchLive>;

export const SiteMatch = Type.Object({
  id: Type.Integer(),
  season_id: Type.Integer(),
  tour: Type.Integer(),
  /** dd.mm.yyyy */
  date: Type.String(),
  /** HH:mm */
  time: Type.String(),
  home: SiteTeam,
  guest: SiteTeam,
  /** null until the match is finished */
  home_score: Nullable(Type.Integer()),
  guest_score: Nullable(Type.Integer()),
  is_finished: Type.Boolean(),
  venue: Nullable(SiteVenue),
  /** An http(s) link to buy tickets, while the match is still to come. */
  ticket_url: Nullable(Type.String()),
  videos: Type.Array(SiteVideo),
  /** null unless the match is being played now. */
  live: Nullable(SiteMatchLive),
});
export type SiteMatch = Static<typeof SiteMatch>;

/** GET /v1/seasons/{id}/matches/?tour= */
export const SeasonMatchesQuery = Type.Object({
  /** The landing tour when absent. */
  tour: Type.Optional(Type.Integer({ minimum: 1, maximum: 99 })),
});
export type SeasonMatchesQuery = Static<typeof SeasonMatchesQuery>;

export const SeasonMatches = Type.Object({
  season: SeasonBrief,
  tour: Type.Integer(),
  matches: Type.Array(SiteMatch),
  /** The live stream's position when read: `GET /v1/live/?topics=matches&since=` keeps the scores current. */
  live_cursor: Type.Integer(),
});
export type SeasonMatches = Static<typeof SeasonMatches>;
export const SeasonMatchesResponse = Ok(SeasonMatches);

export const PlayerStatus = Type.Union([
  Type.Literal('active'),
  Type.Literal('injury'),
  Type.Literal('potential_injury'),
  Type.Literal('disqualified'),
]);

export const SitePlayerBrief = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  surname: Type.String(),
  nickname: Nullable(Type.String()),
  /** null when there is no photo (the club crest is shown instead) */
  photo: Nullable(Type.String()),
  position: FieldPositionInfo,
  status: PlayerStatus,
});
export type SitePlayerBrief = Static<typeof SitePlayerBrief>;

export const TopPlayer = Type.Object({
  player: SitePlayerBrief,
  team: Nullable(SiteTeam),
  /** goals or assists */
  value: Type.Integer(),
  matches: Type.Integer(),
});
export type TopPlayer = Static<typeof TopPlayer>;

/** GET /v1/seasons/{id}/top-players/ — the ten best of each, fewer matches first on a tie. */
export const TopPlayers = Type.Object({
  season: SeasonBrief,
  scorers: Type.Array(TopPlayer),
  assists: Type.Array(TopPlayer),
});
export type TopPlayers = Static<typeof TopPlayers>;
export const TopPlayersResponse = Ok(TopPlayers);

/** A game of a past season: its general rating's winner(s) and where the whole rating is read. */
export const PastSeasonGame = Type.Object({
  game: Type.Union([Type.Literal('predictor'), Type.Literal('fantasy')]),
  league_id: Type.Integer(),
  champ_id: Type.Integer(),
  /** Place 1 of the general rating (ties share it): a login or a fantasy team's name; empty before any scored tour. */
  winners: Type.Array(Type.Object({ name: Type.String(), points: Type.Integer() })),
});
export type PastSeasonGame = Static<typeof PastSeasonGame>;

export const PastSeason = Type.Object({
  season: SeasonBrief,
  /** null while a season has unfinished matches */
  champion: Nullable(SiteTeam),
  table: Type.Array(LeagueTableRow),
  /** The season's games that had a league: predictor first. */
  games: Type.Array(PastSeasonGame),
});
export type PastSeason = Static<typeof PastSeason>;

/** GET /v1/seasons/history/ — every season but the current one, newest first. */
export const SeasonHistory = Type.Object({ seasons: Type.Array(PastSeason) });
export type SeasonHistory = Static<typeof SeasonHistory>;
export const SeasonHistoryResponse = Ok(SeasonHistory);

/** GET /v1/teams/ — the clubs of the current season, by name. */
export const SiteTeams = Type.Object({
  season: Nullable(SeasonBrief),
  teams: Type.Array(SiteTeam),
});
export type SiteTeams = Static<typeof SiteTeams>;
export const SiteTeamsResponse = Ok(SiteTeams);

export const SquadLine = Type.Object({
  position: FieldPositionInfo,
  players: Type.Array(SitePlayerBrief),
});
export type SquadLine = Static<typeof SquadLine>;

/** GET /v1/teams/{id}/ — squad by position, the current season's standing, results and next matches. */
export const SiteTeamDetails = Type.Object({
  team: SiteTeam,
  season: Nullable(SeasonBrief),
  /** The club's line in the current season's table; null when it does not play this season. */
  standing: Nullable(LeagueTableRow),
  squad: Type.Array(SquadLine),
  /** The last five finished matches, newest first. */
  results: Type.Array(SiteMatch),
  /** The next five matches, soonest first. */
  next: Type.Array(SiteMatch),
});
export type SiteTeamDetails = Static<typeof SiteTeamDetails>;
export const SiteTeamDetailsResponse = Ok(SiteTeamDetails);

export const SitePlayerStats = Type.Object({
  matches: Type.Integer(),
  minutes: Type.Integer(),
  goals: Type.Integer(),
  assists: Type.Integer(),
  yellow_cards: Type.Integer(),
  red_cards: Type.Integer(),
});
export type SitePlayerStats = Static<typeof SitePlayerStats>;

export const SITE_PLAYERS_SORTS = ['name', 'goals', 'assists', 'minutes', 'matches'] as const;
export type SitePlayersSort = (typeof SITE_PLAYERS_SORTS)[number];

/** GET /v1/players/?p=&team=&position=&name=&sort= */
export const SitePlayersQuery = Type.Object({
  p: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000, default: 1 })),
  team: Type.Optional(Id),
  position: Type.Optional(Type.Integer({ minimum: 1, maximum: 4 })),
  /** Part of the name, surname or nickname, any case. */
  name: Type.Optional(Type.String({ maxLength: 50 })),
  /** 'name' (surname A–Я, the default) or a statistic, the most first. */
  sort: Type.Optional(
    Type.Union(
      SITE_PLAYERS_SORTS.map((s) => Type.Literal(s)),
      { default: 'name' },
    ),
  ),
});
export type SitePlayersQuery = Static<typeof SitePlayersQuery>;

export const SitePlayerRow = Type.Object({
  ...SitePlayerBrief.properties,
  team: Nullable(SiteTeam),
  /** In the current season. */
  stats: SitePlayerStats,
});
export type SitePlayerRow = Static<typeof SitePlayerRow>;

export const SitePagination = Type.Object({
  pageSize: Type.Integer(),
  pageNumber: Type.Integer(),
  pageCount: Type.Integer(),
  total: Type.Integer(),
});
export type SitePagination = Static<typeof SitePagination>;

export const SitePlayers = Type.Object({
  season: Nullable(SeasonBrief),
  players: Type.Array(SitePlayerRow),
  pagination: SitePagination,
});
export type SitePlayers = Static<typeof SitePlayers>;
export const SitePlayersResponse = Ok(SitePlayers);

export const PlayerMatchLine = Type.Object({
  match: SiteMatch,
  /** The club the player played for in that match. */
  team_id: Type.Integer(),
  minutes: Type.Integer(),
  goals: Type.Integer(),
  assists: Type.Integer(),
  yellow_cards: Type.Integer(),
  red_cards: Type.Integer(),
});
export type PlayerMatchLine = Static<typeof PlayerMatchLine>;

/** GET /v1/players/{id}/ — the current season's statistics and the last ten matches played. */
export const SitePlayerDetails = Type.Object({
  player: SitePlayerBrief,
  team: Nullable(SiteTeam),
  season: Nullable(SeasonBrief),
  stats: SitePlayerStats,
  matches: Type.Array(PlayerMatchLine),
});
export type SitePlayerDetails = Static<typeof SitePlayerDetails>;
export const SitePlayerDetailsResponse = Ok(SitePlayerDetails);

/** GET /v1/tickets/ — the current season's matches still to come, soonest first (at most 24). */
export const SiteTickets = Type.Object({
  season: Nullable(SeasonBrief),
  matches: Type.Array(SiteMatch),
});
export type SiteTickets = Static<typeof SiteTickets>;
export const SiteTicketsResponse = Ok(SiteTickets);

/** GET /v1/videos/?tour= */
export const SiteVideosQuery = Type.Object({
  /** The latest tour with videos when absent. */
  tour: Type.Optional(Type.Integer({ minimum: 1, maximum: 99 })),
});
export type SiteVideosQuery = Static<typeof SiteVideosQuery>;

export const SiteVideos = Type.Object({
  season: Nullable(SeasonBrief),
  /** The current season's tours that have videos, in order. */
  tours: Type.Array(Type.Integer()),
  /** null when no tour has videos yet */
  tour: Nullable(Type.Integer()),
  /** The tour's matches that have videos. */
  matches: Type.Array(SiteMatch),
});
export type SiteVideos = Static<typeof SiteVideos>;
export const SiteVideosResponse = Ok(SiteVideos);

export const SitePageParams = Type.Object({
  slug: Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,63}$', maxLength: 64 }),
});

/** GET /v1/pages/{slug}/ — e.g. 'agreement', 'confidential'. */
export const SitePage = Type.Object({
  slug: Type.String(),
  title: Type.String(),
  /** Plain text: paragraphs split by blank lines, '## ' headings, '- ' list items. Never HTML. */
  body: Type.String(),
  /** dd.mm.yyyy */
  updated_at: Type.String(),
});
export type SitePage = Static<typeof SitePage>;
export const SitePageResponse = Ok(SitePage);
