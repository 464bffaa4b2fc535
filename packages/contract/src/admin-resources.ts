import { Type, type Static, type TSchema } from 'typebox';
import { Nullable, Ok } from './envelope.ts';

/**
 * The back office's generic resources (issue 9): list / one / create / update / delete under
 * /v1/admin/{resource}/, snake_case fields, ISO-8601 UTC dates. Shapes shared by the API and
 * the react-admin app; the conventions are in docs/decisions/026-back-office-api-conventions.md.
 */

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const Int = Type.Integer();
const Str = Type.String();
const NStr = Nullable(Type.String());
const NInt = Nullable(Type.Integer());
/** ISO 8601, UTC, e.g. 2026-05-01T15:00:00.000Z */
const Iso = Type.String();
const NIso = Nullable(Type.String());

/** An input that may be sent as null to clear it. */
const NullableText = (maxLength: number) =>
  Type.Unsafe<string | null>({ type: 'string', nullable: true, maxLength });
const NullableId = () => Type.Unsafe<number | null>({ type: 'integer', nullable: true, minimum: 1 });
const Text = (minLength: number, maxLength: number) => Type.String({ minLength, maxLength });
/** A date and time as ISO 8601 (checked by the API with a Russian message). */
const DateInput = Type.String({ maxLength: 40 });
const Url = NullableText(500);

/** GET /v1/admin/{resource}/ — paging, sorting, search; each resource adds its own filters. */
export const AdminListQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  sort: Type.Optional(Type.String({ maxLength: 40 })),
  order: Type.Optional(Type.Union([Type.Literal('ASC'), Type.Literal('DESC')])),
  q: Type.Optional(Type.String({ maxLength: 100 })),
});
export type AdminListQuery = Static<typeof AdminListQuery>;

export const AdminList = <T extends TSchema>(item: T) =>
  Ok(Type.Object({ items: Type.Array(item), total: Type.Integer() }));
export const AdminOne = <T extends TSchema>(item: T) => Ok(Type.Object({ item }));

// ---- seasons
export const AdminSeason = Type.Object({
  id: Int,
  name: Str,
  year: Str,
  is_current: Type.Boolean(),
  created_at: Iso,
});
export type AdminSeason = Static<typeof AdminSeason>;
export const AdminSeasonCreate = Type.Object({
  name: Text(1, 100),
  year: Text(1, 20),
  is_current: Type.Optional(Type.Boolean()),
});
export type AdminSeasonCreate = Static<typeof AdminSeasonCreate>;

// ---- teams
export const AdminTeam = Type.Object({
  id: Int,
  name: Str,
  short_name: Str,
  city: NStr,
  logo: Str,
  logo_white: Str,
  external_url: NStr,
});
export type AdminTeam = Static<typeof AdminTeam>;
export const AdminTeamCreate = Type.Object({
  name: Text(1, 100),
  short_name: Text(1, 30),
  city: Type.Optional(NullableText(100)),
  /** An uploaded image's url (/uploads/…) or an https address. */
  logo: Text(1, 500),
  /** The logo for dark backgrounds; the logo when omitted. */
  logo_white: Type.Optional(Text(1, 500)),
  external_url: Type.Optional(Url),
});
export type AdminTeamCreate = Static<typeof AdminTeamCreate>;

// ---- players
export const AdminPlayer = Type.Object({
  id: Int,
  name: Str,
  surname: Str,
  nickname: NStr,
  /** 1 goalkeeper, 2 defender, 3 midfielder, 4 forward */
  field_position: Int,
  team_id: NInt,
  team_name: NStr,
  price: Type.Number(),
  status: Str,
  photo: NStr,
  external_url: NStr,
});
export type AdminPlayer = Static<typeof AdminPlayer>;
export const AdminPlayerCreate = Type.Object({
  name: Text(1, 60),
  surname: Text(1, 60),
  nickname: Type.Optional(NullableText(60)),
  field_position: Type.Integer({ minimum: 1, maximum: 4 }),
  team_id: Type.Optional(NullableId()),
  /** Coins, a multiple of 0.5. */
  price: Type.Number(),
  /** active | injury | potential_injury | disqualified */
  status: Type.Optional(Type.String({ maxLength: 30 })),
  photo: Type.Optional(NullableText(500)),
  external_url: Type.Optional(Url),
});
export type AdminPlayerCreate = Static<typeof AdminPlayerCreate>;

// ---- matches
export const AdminMatch = Type.Object({
  id: Int,
  season_id: Int,
  tour: Int,
  starts_at: Iso,
  home_team_id: Int,
  home_team_name: Str,
  guest_team_id: Int,
  guest_team_name: Str,
  /** Entered with POST /v1/admin/matches/{id}/result/. */
  home_score: NInt,
  guest_score: NInt,
  is_finished: Type.Boolean(),
  venue_id: NInt,
  ticket_url: NStr,
  /** The match's own page (broadcast, report); its videos are the `videos` resource. */
  external_url: NStr,
  stats_count: Int,
});
export type AdminMatch = Static<typeof AdminMatch>;
export const AdminMatchCreate = Type.Object({
  season_id: Type.Optional(Id),
  tour: Type.Integer({ minimum: 1, maximum: 99 }),
  starts_at: DateInput,
  home_team_id: Id,
  guest_team_id: Id,
  venue_id: Type.Optional(NullableId()),
  ticket_url: Type.Optional(Url),
  external_url: Type.Optional(Url),
});
export type AdminMatchCreate = Static<typeof AdminMatchCreate>;

// ---- venues
export const AdminVenue = Type.Object({ id: Int, name: Str, city: NStr, address: NStr });
export type AdminVenue = Static<typeof AdminVenue>;
export const AdminVenueCreate = Type.Object({
  name: Text(1, 100),
  city: Type.Optional(NullableText(100)),
  address: Type.Optional(NullableText(200)),
});
export type AdminVenueCreate = Static<typeof AdminVenueCreate>;

// ---- pages (id is the slug)
export const AdminPage = Type.Object({ id: Str, slug: Str, title: Str, body: Str, updated_at: Iso });
export type AdminPage = Static<typeof AdminPage>;
export const AdminPageCreate = Type.Object({
  slug: Type.String({ minLength: 1, maxLength: 64 }),
  title: Text(1, 200),
  /** Plain text: paragraphs, `## ` headings, `- ` lists; never HTML. */
  body: Text(1, 100000),
});
export type AdminPageCreate = Static<typeof AdminPageCreate>;
export const AdminPageUpdate = Type.Object({
  title: Type.Optional(Text(1, 200)),
  body: Type.Optional(Text(1, 100000)),
});
export type AdminPageUpdate = Static<typeof AdminPageUpdate>;

// ---- videos
export const AdminVideo = Type.Object({
  id: Int,
  match_id: Int,
  match_name: Str,
  tour: Int,
  kind: Str,
  title: Str,
  url: Str,
  position: Int,
  published_at: Iso,
});
export type AdminVideo = Static<typeof AdminVideo>;
export const AdminVideoCreate = Type.Object({
  match_id: Id,
  /** review | highlights | interview */
  kind: Type.Optional(Type.String({ maxLength: 20 })),
  title: Text(1, 200),
  url: Text(1, 500),
  position: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
  published_at: Type.Optional(DateInput),
});
export type AdminVideoCreate = Static<typeof AdminVideoCreate>;

// ---- game leagues: one predictor league and one fantasy league a season, one active per game
const AdminGameLeagueFields = {
  id: Int,
  season_id: Int,
  season_name: Str,
  name: Str,
  /** The league the site shows; at most one per game. */
  is_active: Type.Boolean(),
  stages_count: Int,
};
const AdminGameLeagueCreateFields = {
  /** The current season when omitted. */
  season_id: Type.Optional(Id),
  name: Text(1, 100),
  /** true makes it the game's active league and deactivates the other one. */
  is_active: Type.Optional(Type.Boolean()),
};

export const AdminPredictorLeague = Type.Object({
  ...AdminGameLeagueFields,
  /** Predictions of a stage close this many minutes before its first match. */
  closes_before_minutes: Int,
  /** The season has the partner's rating (users with a linked partner account). */
  partner_rating: Type.Boolean(),
});
export type AdminPredictorLeague = Static<typeof AdminPredictorLeague>;
export const AdminPredictorLeagueCreate = Type.Object({
  ...AdminGameLeagueCreateFields,
  closes_before_minutes: Type.Optional(Type.Integer({ minimum: 0, maximum: 1440 })),
  partner_rating: Type.Optional(Type.Boolean()),
});
export type AdminPredictorLeagueCreate = Static<typeof AdminPredictorLeagueCreate>;
export const AdminPredictorLeagueUpdate = Type.Partial(Type.Omit(AdminPredictorLeagueCreate, ['season_id']));
export type AdminPredictorLeagueUpdate = Static<typeof AdminPredictorLeagueUpdate>;

export const AdminFantasyLeague = Type.Object({
  ...AdminGameLeagueFields,
  /** A squad's price limit in coins. */
  budget: Type.Number(),
  /** What a new tour gets when its own limits are left out. */
  default_max_players_from_team_count: Int,
  default_max_players_substitutions_count: Int,
  teams_count: Int,
});
export type AdminFantasyLeague = Static<typeof AdminFantasyLeague>;
export const AdminFantasyLeagueCreate = Type.Object({
  ...AdminGameLeagueCreateFields,
  /** Coins, 10 to 1000 in steps of 0.5; 100 when omitted. */
  budget: Type.Optional(Type.Number({ minimum: 10, maximum: 1000 })),
  default_max_players_from_team_count: Type.Optional(Type.Integer({ minimum: 1, maximum: 15 })),
  default_max_players_substitutions_count: Type.Optional(Type.Integer({ minimum: 0, maximum: 15 })),
});
export type AdminFantasyLeagueCreate = Static<typeof AdminFantasyLeagueCreate>;
export const AdminFantasyLeagueUpdate = Type.Partial(Type.Omit(AdminFantasyLeagueCreate, ['season_id']));
export type AdminFantasyLeagueUpdate = Static<typeof AdminFantasyLeagueUpdate>;

/**
 * POST /v1/admin/seasons/next/ — one step from one season to the next: the new season becomes
 * current and gets both game leagues, active at once, with the settings of the leagues they replace.
 */
export const AdminNextSeasonBody = Type.Object({
  name: Text(1, 100),
  year: Text(1, 20),
  /** «Прогнозы {name}» when omitted. */
  predictor_league_name: Type.Optional(Text(1, 100)),
  /** «Фэнтези {name}» when omitted. */
  fantasy_league_name: Type.Optional(Text(1, 100)),
});
export type AdminNextSeasonBody = Static<typeof AdminNextSeasonBody>;
export const AdminNextSeason = Type.Object({
  season: AdminSeason,
  predictor_league: AdminPredictorLeague,
  /** Its teams_count: the teams whose names were carried over from the previous season. */
  fantasy_league: AdminFantasyLeague,
});
export type AdminNextSeason = Static<typeof AdminNextSeason>;
export const AdminNextSeasonResponse = Ok(AdminNextSeason);
export type AdminNextSeasonResponse = Static<typeof AdminNextSeasonResponse>;

// ---- stages of both games: what a predictor stage and a fantasy stage have alike
const AdminStageFields = { id: Int, league_id: Int, name: Str, tour: Int, status: Str };
const AdminStageCreateFields = {
  league_id: Type.Optional(Id),
  name: Text(1, 100),
  tour: Type.Integer({ minimum: 1, maximum: 99 }),
  /** future | current | past */
  status: Type.Optional(Type.String({ maxLength: 20 })),
};

// ---- predictor stages
export const AdminPredictorStage = Type.Object({
  ...AdminStageFields,
  /** The first and last kick-off of its events (the entered start before any event). */
  start_at: Iso,
  stop_at: Iso,
  /** Computed: the league's closing offset (60 minutes by default) before the first match; read-only. */
  closes_at: Iso,
  scored_at: NIso,
  events_count: Int,
});
export type AdminPredictorStage = Static<typeof AdminPredictorStage>;
export const AdminPredictorStageCreate = Type.Object({
  ...AdminStageCreateFields,
  /** The planned first kick-off; replaced by the events' own once it has events. */
  start_at: DateInput,
});
export type AdminPredictorStageCreate = Static<typeof AdminPredictorStageCreate>;

// ---- predictor events (a match, a question, or the bonus "winner" question), variants inside
export const AdminVariant = Type.Object({ id: Int, name: Str, image: NStr, sort_order: Int });
export type AdminVariant = Static<typeof AdminVariant>;
export const AdminVariantInput = Type.Object({
  /** Keep an existing variant (its predictions stay); omit for a new one. */
  id: Type.Optional(Id),
  name: Text(1, 100),
  image: Type.Optional(NullableText(500)),
  sort_order: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
});
export type AdminVariantInput = Static<typeof AdminVariantInput>;
export const AdminPredictorEvent = Type.Object({
  id: Int,
  stage_id: Int,
  /** match | question | winner */
  kind: Str,
  match_id: NInt,
  match_name: NStr,
  name: NStr,
  image: NStr,
  points: NInt,
  starts_at: Iso,
  sort_order: Int,
  /** The right answer (set with POST /v1/admin/predictor-events/{id}/answer/). */
  correct_variant_id: NInt,
  correct_value: NInt,
  /** Empty for a match, and for a question answered with a number. */
  variants: Type.Array(AdminVariant),
  /** Someone has predicted it: its match and removed variants are then refused. */
  has_predictions: Type.Boolean(),
});
export type AdminPredictorEvent = Static<typeof AdminPredictorEvent>;
export const AdminPredictorEventCreate = Type.Object({
  stage_id: Id,
  kind: Type.String({ maxLength: 20 }),
  match_id: Type.Optional(NullableId()),
  name: Type.Optional(NullableText(300)),
  image: Type.Optional(NullableText(500)),
  points: Type.Optional(
    Type.Unsafe<number | null>({ type: 'integer', nullable: true, minimum: 0, maximum: 100 }),
  ),
  /** A question's deadline moment; a match event takes its match's kick-off. */
  starts_at: Type.Optional(DateInput),
  sort_order: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
  variants: Type.Optional(Type.Array(AdminVariantInput, { maxItems: 30 })),
});
export type AdminPredictorEventCreate = Static<typeof AdminPredictorEventCreate>;

// ---- fantasy stages
export const AdminFantasyStage = Type.Object({
  ...AdminStageFields,
  start_at: Iso,
  stop_at: Iso,
  update_closing_at: Iso,
  max_players_from_team_count: Int,
  max_players_substitutions_count: Int,
  /** Computed: squads may be saved (not past and before update_closing_at); read-only. */
  update_is_available: Type.Boolean(),
  scored_at: NIso,
  avg_points: Nullable(Type.Number()),
  max_points: NInt,
});
export type AdminFantasyStage = Static<typeof AdminFantasyStage>;
export const AdminFantasyStageCreate = Type.Object({
  ...AdminStageCreateFields,
  start_at: DateInput,
  stop_at: DateInput,
  /** Squads close at this moment; 60 minutes before start_at when omitted. */
  update_closing_at: Type.Optional(DateInput),
  /** The league's defaults when omitted. */
  max_players_from_team_count: Type.Optional(Type.Integer({ minimum: 1, maximum: 15 })),
  max_players_substitutions_count: Type.Optional(Type.Integer({ minimum: 0, maximum: 15 })),
});
export type AdminFantasyStageCreate = Static<typeof AdminFantasyStageCreate>;

// ---- scoring rules (id "event:position"; the grid is fixed, only points change)
export const AdminScoringRule = Type.Object({
  id: Str,
  event: Str,
  event_name: Str,
  field_position: Int,
  points: Int,
});
export type AdminScoringRule = Static<typeof AdminScoringRule>;
export const AdminScoringRuleUpdate = Type.Object({ points: Type.Integer({ minimum: -20, maximum: 20 }) });
export type AdminScoringRuleUpdate = Static<typeof AdminScoringRuleUpdate>;

// ---- media teams and the team-name moderation queue (both are fantasy teams)
export const AdminMediaTeam = Type.Object({
  id: Int,
  name: Str,
  user_id: Int,
  user_login: Str,
  league_id: Int,
  media_name: NStr,
  media_url: NStr,
});
export type AdminMediaTeam = Static<typeof AdminMediaTeam>;
export const AdminMediaTeamCreate = Type.Object({
  /** The fantasy team that becomes a media team. */
  fantasy_team_id: Id,
  media_name: Text(1, 100),
  media_url: Type.Optional(Url),
});
export type AdminMediaTeamCreate = Static<typeof AdminMediaTeamCreate>;
export const AdminMediaTeamUpdate = Type.Object({
  media_name: Type.Optional(Text(1, 100)),
  media_url: Type.Optional(Url),
});
export type AdminMediaTeamUpdate = Static<typeof AdminMediaTeamUpdate>;
export const AdminTeamName = Type.Object({
  id: Int,
  name: Str,
  user_id: Int,
  user_login: Str,
  league_id: Int,
  /** 0 on moderation, 1 approved, 2 rejected */
  moderation_status: Int,
  created_at: Iso,
});
export type AdminTeamName = Static<typeof AdminTeamName>;
export const AdminTeamNameUpdate = Type.Object({
  /** 1 approve; 2 reject (the name becomes 'Команда №{id}'). */
  moderation_status: Type.Integer({ minimum: 1, maximum: 2 }),
});
export type AdminTeamNameUpdate = Static<typeof AdminTeamNameUpdate>;

// ---- forbidden words (id is the word)
export const AdminForbiddenWord = Type.Object({ id: Str, word: Str });
export type AdminForbiddenWord = Static<typeof AdminForbiddenWord>;
export const AdminForbiddenWordCreate = Type.Object({ word: Text(1, 50) });
export type AdminForbiddenWordCreate = Static<typeof AdminForbiddenWordCreate>;

// ---- H2H tournaments (starting one: POST /v1/admin/h2h/{id}/start/)
export const AdminH2h = Type.Object({
  id: Int,
  season_id: Int,
  name: Str,
  image: NStr,
  image_white: NStr,
  is_public: Type.Boolean(),
  size: Int,
  /** recruiting | started | finished */
  status: Str,
  members_count: Int,
  start_stage_id: NInt,
  created_at: Iso,
});
export type AdminH2h = Static<typeof AdminH2h>;
export const AdminH2hCreate = Type.Object({
  season_id: Type.Optional(Id),
  name: Text(1, 100),
  image: Type.Optional(NullableText(500)),
  image_white: Type.Optional(NullableText(500)),
  is_public: Type.Optional(Type.Boolean()),
  size: Type.Integer({ minimum: 2, maximum: 64 }),
});
export type AdminH2hCreate = Static<typeof AdminH2hCreate>;

// ---- users (no create or delete)
export const AdminUser = Type.Object({
  id: Int,
  login: Str,
  email: Str,
  phone: NStr,
  role: Str,
  /** The partner (Winline) account id when linked. */
  winline_id: NStr,
  winline_linked_at: NIso,
  is_blocked: Type.Boolean(),
  blocked_at: NIso,
  created_at: Iso,
});
export type AdminUser = Static<typeof AdminUser>;
export const AdminUserUpdate = Type.Object({
  /** user | admin */
  role: Type.Optional(Type.String({ maxLength: 10 })),
  /** true: the user cannot sign in and every session ends; false: unblock. */
  is_blocked: Type.Optional(Type.Boolean()),
});
export type AdminUserUpdate = Static<typeof AdminUserUpdate>;

// ---- audit log (read-only)
export const AdminAuditEntry = Type.Object({
  id: Int,
  at: Iso,
  user_id: NInt,
  user_login: NStr,
  action: Str,
  entity: Str,
  entity_id: NStr,
  /** { before, after } for resource writes; the action's summary otherwise. */
  data: Type.Unknown(),
});
export type AdminAuditEntry = Static<typeof AdminAuditEntry>;

// ---- uploads
export const AdminUpload = Type.Object({
  /** Where the stored file is served, e.g. /uploads/2026/11/3f…a1.png */
  url: Str,
  content_type: Str,
  size: Int,
});
export type AdminUpload = Static<typeof AdminUpload>;
export const AdminUploadResponse = Ok(AdminUpload);
export type AdminUploadResponse = Static<typeof AdminUploadResponse>;
