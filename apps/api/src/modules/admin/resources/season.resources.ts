import { eq, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import {
  AdminMatch,
  AdminMatchCreate,
  AdminPlayer,
  AdminPlayerCreate,
  AdminSeason,
  AdminSeasonCreate,
  AdminTeam,
  AdminTeamCreate,
  AdminVenue,
  AdminVenueCreate,
} from '@mliga/contract';
import type { Tx } from '../../../db/connect.ts';
import {
  matchDetails,
  matches,
  PLAYER_STATUSES,
  players,
  seasons,
  seasonTeams,
  teams,
  venues,
} from '../../../db/schema/index.ts';
import type { FieldError } from '../../../http/errors.ts';
import { followMatchKickOff } from '../../predictor/index.ts';
import {
  checkDate,
  checkImage,
  checkUrl,
  defineResource,
  exists,
  failOn,
  inUseBy,
  intKey,
  filter,
} from './resource.ts';
import { insertRow, likeEscape, searchIn, tableValues, updateRow } from './resource.sql.ts';

export const seasonMessages = {
  noSeason: 'Такого сезона нет',
  noCurrentSeason: 'Укажите сезон: текущий сезон не выбран',
  noTeam: 'Такой команды нет',
  noVenue: 'Такого стадиона нет',
  sameTeams: 'Команда не может играть сама с собой',
  teamNameTaken: 'Команда с таким названием уже есть',
  venueNameTaken: 'Стадион с таким названием уже есть',
  badPrice: 'Цена должна быть больше 0, не больше 100 и кратна 0,5 (например, 5,5)',
  badStatus: 'Статус игрока: active, injury, potential_injury или disqualified',
  statsExist: 'У матча уже есть статистика игроков: команды матча менять нельзя',
  seasonInUse: 'Сезон нельзя удалить: в нём есть матчи, игры или рейтинги',
  teamInUse: 'Команду нельзя удалить: у неё есть игроки или матчи',
  playerInUse:
    'Игрока нельзя удалить: он есть в составах фэнтези или в статистике матчей. Уберите его из команды',
  matchInUse: 'Матч нельзя удалить: на него есть прогнозы, статистика или результат',
  venueInUse: 'Стадион нельзя удалить: на нём есть матчи',
} as const;

const idFilter = Type.Integer({ minimum: 1, maximum: 2147483647 });

/** The current season, for forms that leave the season out. */
export async function currentSeasonId(tx: Tx, given: number | undefined): Promise<number> {
  if (given !== undefined) {
    if (!(await exists(tx, sql`select 1 from seasons where id = ${given}`)))
      failOn([{ field: 'season_id', message: seasonMessages.noSeason }]);
    return given;
  }
  const [row] = await tx.select({ id: seasons.id }).from(seasons).where(eq(seasons.isCurrent, true)).limit(1);
  if (!row) failOn([{ field: 'season_id', message: seasonMessages.noCurrentSeason }]);
  return row!.id;
}

const teamExists = (tx: Tx, id: number) => exists(tx, sql`select 1 from teams where id = ${id}`);

// ---------------------------------------------------------------- seasons

/** At most one season is current: making one current unmarks the other. */
async function unmarkCurrent(tx: Tx, body: { is_current?: boolean }, except: number | null) {
  if (body.is_current === true)
    await tx.execute(sql`update seasons set is_current = false where is_current and id <> ${except ?? 0}`);
}

const seasonFields = ['name', 'year', 'is_current'] as const;

export const seasonsResource = defineResource({
  name: 'seasons',
  entity: 'season',
  title: 'Сезоны',
  table: seasons,
  key: intKey(seasons.id),
  item: AdminSeason,
  fields: {
    name: seasons.name,
    year: seasons.year,
    is_current: seasons.isCurrent,
    created_at: seasons.createdAt,
  },
  sort: { id: seasons.id, name: seasons.name, year: seasons.year },
  defaultSort: { field: 'id', order: 'DESC' },
  search: searchIn(seasons.name),
  filters: { is_current: filter(Type.Boolean(), (v) => eq(seasons.isCurrent, v)) },
  notFound: 'Сезон не найден',
  create: {
    body: AdminSeasonCreate,
    insert: async ({ tx }, body) => {
      await unmarkCurrent(tx, body, null);
      return insertRow(tx, seasons, tableValues(body, seasonFields));
    },
  },
  update: {
    body: Type.Partial(AdminSeasonCreate),
    apply: async ({ tx }, id, body) => {
      await unmarkCurrent(tx, body, id);
      await updateRow(tx, seasons, eq(seasons.id, id), tableValues(body, seasonFields));
    },
  },
  remove: {
    inUse: inUseBy(
      seasonMessages.seasonInUse,
      (id) => sql`select 1 from matches where season_id = ${id}`,
      (id) => sql`select 1 from champs where season_id = ${id}`,
      (id) =>
        sql`select 1 from predictor_leagues where season_id = ${id} union all select 1 from fantasy_leagues where season_id = ${id}`,
    ),
  },
});

// ---------------------------------------------------------------- teams

async function checkTeam(tx: Tx, merged: AdminTeamCreate, id: number | null) {
  const errors: FieldError[] = [];
  checkImage(merged.logo, 'logo', errors);
  checkImage(merged.logo_white, 'logo_white', errors);
  checkUrl(merged.external_url, 'external_url', errors);
  if (await exists(tx, sql`select 1 from teams where name = ${merged.name.trim()} and id <> ${id ?? 0}`))
    errors.push({ field: 'name', message: seasonMessages.teamNameTaken });
  failOn(errors);
}

const teamFields = ['name', 'short_name', 'city', 'logo', 'logo_white', 'external_url'] as const;

export const teamsResource = defineResource({
  name: 'teams',
  entity: 'team',
  title: 'Команды',
  table: teams,
  key: intKey(teams.id),
  item: AdminTeam,
  fields: {
    name: teams.name,
    short_name: teams.shortName,
    city: teams.city,
    logo: teams.logo,
    logo_white: teams.logoWhite,
    external_url: teams.externalUrl,
  },
  sort: { id: teams.id, name: teams.name, short_name: teams.shortName },
  defaultSort: { field: 'name', order: 'ASC' },
  search: searchIn(teams.name, teams.shortName),
  filters: {
    season_id: filter(
      idFilter,
      (v) => sql`${teams.id} in (select team_id from season_teams where season_id = ${v})`,
    ),
  },
  notFound: 'Команда не найдена',
  create: {
    body: AdminTeamCreate,
    insert: async ({ tx }, body) => {
      await checkTeam(tx, body, null);
      return insertRow(tx, teams, tableValues({ logo_white: body.logo, ...body }, teamFields));
    },
  },
  update: {
    body: Type.Partial(AdminTeamCreate),
    apply: async ({ tx }, id, body, before) => {
      await checkTeam(tx, { ...before, ...body }, id);
      await updateRow(tx, teams, eq(teams.id, id), tableValues(body, teamFields));
    },
  },
  remove: {
    inUse: inUseBy(
      seasonMessages.teamInUse,
      (id) => sql`select 1 from players where team_id = ${id}`,
      (id) => sql`select 1 from matches where home_team_id = ${id} or guest_team_id = ${id}`,
      (id) => sql`select 1 from player_match_stats where team_id = ${id}`,
    ),
  },
});

// ---------------------------------------------------------------- players

async function checkPlayer(tx: Tx, merged: AdminPlayerCreate) {
  const errors: FieldError[] = [];
  const price = merged.price;
  if (!(price > 0 && price <= 100) || !Number.isInteger(price * 2))
    errors.push({ field: 'price', message: seasonMessages.badPrice });
  if (!(PLAYER_STATUSES as readonly unknown[]).includes(merged.status ?? 'active'))
    errors.push({ field: 'status', message: seasonMessages.badStatus });
  if (merged.team_id != null && !(await teamExists(tx, merged.team_id)))
    errors.push({ field: 'team_id', message: seasonMessages.noTeam });
  checkImage(merged.photo, 'photo', errors);
  checkUrl(merged.external_url, 'external_url', errors);
  failOn(errors);
}

const playerFields = [
  'name',
  'surname',
  'nickname',
  'field_position',
  'team_id',
  'price',
  'status',
  'photo',
  'external_url',
] as const;

export const playersResource = defineResource({
  name: 'players',
  entity: 'player',
  title: 'Игроки',
  table: players,
  key: intKey(players.id),
  item: AdminPlayer,
  fields: {
    name: players.name,
    surname: players.surname,
    nickname: players.nickname,
    field_position: players.fieldPosition,
    team_id: players.teamId,
    team_name: sql<string | null>`(select t.name from teams t where t.id = players.team_id)`,
    price: players.price,
    status: players.status,
    photo: players.photo,
    external_url: players.externalUrl,
  },
  sort: {
    id: players.id,
    surname: players.surname,
    name: players.name,
    price: players.price,
    field_position: players.fieldPosition,
    team_id: players.teamId,
    status: players.status,
  },
  defaultSort: { field: 'surname', order: 'ASC' },
  search: searchIn(players.name, players.surname, players.nickname),
  filters: {
    team_id: filter(idFilter, (v) => eq(players.teamId, v)),
    field_position: filter(Type.Integer({ minimum: 1, maximum: 4 }), (v) => eq(players.fieldPosition, v)),
    status: filter(Type.String({ maxLength: 30 }), (v) => eq(players.status, v)),
  },
  notFound: 'Игрок не найден',
  create: {
    body: AdminPlayerCreate,
    insert: async ({ tx }, body) => {
      await checkPlayer(tx, body);
      return insertRow(tx, players, tableValues(body, playerFields));
    },
  },
  update: {
    body: Type.Partial(AdminPlayerCreate),
    apply: async ({ tx }, id, body, before) => {
      await checkPlayer(tx, { ...before, ...body });
      await updateRow(tx, players, eq(players.id, id), tableValues(body, playerFields));
    },
  },
  remove: {
    inUse: inUseBy(
      seasonMessages.playerInUse,
      (id) => sql`select 1 from squad_players where player_id = ${id}`,
      (id) => sql`select 1 from player_match_stats where player_id = ${id}`,
      (id) => sql`select 1 from match_events where ${id} in (player_id, second_player_id)`,
    ),
  },
});

// ---------------------------------------------------------------- matches

async function checkMatch(tx: Tx, merged: AdminMatchCreate, before: AdminMatch | null) {
  const errors: FieldError[] = [];
  checkDate(merged.starts_at, 'starts_at', errors);
  if (!(await teamExists(tx, merged.home_team_id)))
    errors.push({ field: 'home_team_id', message: seasonMessages.noTeam });
  if (!(await teamExists(tx, merged.guest_team_id)))
    errors.push({ field: 'guest_team_id', message: seasonMessages.noTeam });
  if (merged.home_team_id === merged.guest_team_id)
    errors.push({ field: 'guest_team_id', message: seasonMessages.sameTeams });
  if (merged.venue_id != null && !(await exists(tx, sql`select 1 from venues where id = ${merged.venue_id}`)))
    errors.push({ field: 'venue_id', message: seasonMessages.noVenue });
  checkUrl(merged.ticket_url, 'ticket_url', errors);
  checkUrl(merged.external_url, 'external_url', errors);
  const teamsChange =
    before && (merged.home_team_id !== before.home_team_id || merged.guest_team_id !== before.guest_team_id);
  if (teamsChange && before.stats_count > 0)
    errors.push({ field: 'home_team_id', message: seasonMessages.statsExist });
  failOn(errors);
}

type MatchInSeason = AdminMatchCreate & { season_id: number };

/** Venue and ticket link live beside the match (match_details); both teams take part in the season. */
async function writeMatchExtras(tx: Tx, matchId: number, merged: MatchInSeason) {
  const venueId = merged.venue_id ?? null;
  const ticketUrl = merged.ticket_url || null;
  await tx
    .insert(matchDetails)
    .values({ matchId, venueId, ticketUrl })
    .onConflictDoUpdate({ target: matchDetails.matchId, set: { venueId, ticketUrl, updatedAt: new Date() } });
  await tx
    .insert(seasonTeams)
    .values([
      { seasonId: merged.season_id, teamId: merged.home_team_id },
      { seasonId: merged.season_id, teamId: merged.guest_team_id },
    ])
    .onConflictDoNothing();
}

const matchFields = [
  'season_id',
  'tour',
  'starts_at',
  'home_team_id',
  'guest_team_id',
  'external_url',
] as const;
/** Subselects name the outer row's table in their text: a bare column name would bind to the inner table. */
const teamName = (column: 'home_team_id' | 'guest_team_id') =>
  sql<string>`(select t.name from teams t where t.id = ${sql.raw(`matches.${column}`)})`;

export const matchesResource = defineResource({
  name: 'matches',
  entity: 'match',
  title: 'Матчи',
  table: matches,
  key: intKey(matches.id),
  item: AdminMatch,
  fields: {
    season_id: matches.seasonId,
    tour: matches.tour,
    starts_at: matches.startsAt,
    home_team_id: matches.homeTeamId,
    home_team_name: teamName('home_team_id'),
    guest_team_id: matches.guestTeamId,
    guest_team_name: teamName('guest_team_id'),
    home_score: matches.homeScore,
    guest_score: matches.guestScore,
    is_finished: matches.isFinished,
    venue_id: sql<number | null>`(select d.venue_id from match_details d where d.match_id = matches.id)`,
    ticket_url: sql<string | null>`(select d.ticket_url from match_details d where d.match_id = matches.id)`,
    external_url: matches.externalUrl,
    stats_count: sql<number>`(select count(*)::int from player_match_stats s where s.match_id = matches.id)`,
  },
  sort: { id: matches.id, starts_at: matches.startsAt, tour: matches.tour },
  defaultSort: { field: 'starts_at', order: 'DESC' },
  search: (q) =>
    sql`exists (select 1 from teams t where t.id in (matches.home_team_id, matches.guest_team_id) and t.name ilike ${`%${likeEscape(q)}%`})`,
  filters: {
    season_id: filter(idFilter, (v) => eq(matches.seasonId, v)),
    tour: filter(Type.Integer({ minimum: 1, maximum: 99 }), (v) => eq(matches.tour, v)),
    team_id: filter(idFilter, (v) => sql`(${matches.homeTeamId} = ${v} or ${matches.guestTeamId} = ${v})`),
    is_finished: filter(Type.Boolean(), (v) => eq(matches.isFinished, v)),
  },
  notFound: 'Матч не найден',
  create: {
    body: AdminMatchCreate,
    insert: async ({ tx }, body) => {
      const merged = { ...body, season_id: await currentSeasonId(tx, body.season_id) };
      await checkMatch(tx, merged, null);
      const id = await insertRow(tx, matches, tableValues(merged, matchFields, ['starts_at']));
      await writeMatchExtras(tx, id, merged);
      return id;
    },
  },
  update: {
    body: Type.Partial(AdminMatchCreate),
    apply: async ({ tx }, id, body, before) => {
      if (body.season_id !== undefined) await currentSeasonId(tx, body.season_id);
      const merged = { ...before, ...body };
      await checkMatch(tx, merged, before);
      await updateRow(tx, matches, eq(matches.id, id), tableValues(body, matchFields, ['starts_at']));
      await writeMatchExtras(tx, id, merged);
      if (body.starts_at !== undefined) await followMatchKickOff(tx, id, new Date(body.starts_at));
    },
  },
  remove: {
    inUse: inUseBy(
      seasonMessages.matchInUse,
      (id) => sql`select 1 from predictor_events where match_id = ${id}`,
      (id) => sql`select 1 from player_match_stats where match_id = ${id}`,
      (id) => sql`select 1 from matches where id = ${id} and is_finished`,
    ),
  },
});

// ---------------------------------------------------------------- venues

async function checkVenue(tx: Tx, merged: AdminVenueCreate, id: number | null) {
  if (await exists(tx, sql`select 1 from venues where name = ${merged.name.trim()} and id <> ${id ?? 0}`))
    failOn([{ field: 'name', message: seasonMessages.venueNameTaken }]);
}

const venueFields = ['name', 'city', 'address'] as const;

export const venuesResource = defineResource({
  name: 'venues',
  entity: 'venue',
  title: 'Стадионы',
  table: venues,
  key: intKey(venues.id),
  item: AdminVenue,
  fields: { name: venues.name, city: venues.city, address: venues.address },
  sort: { id: venues.id, name: venues.name, city: venues.city },
  defaultSort: { field: 'name', order: 'ASC' },
  search: searchIn(venues.name, venues.city),
  notFound: 'Стадион не найден',
  create: {
    body: AdminVenueCreate,
    insert: async ({ tx }, body) => {
      await checkVenue(tx, body, null);
      return insertRow(tx, venues, tableValues(body, venueFields));
    },
  },
  update: {
    body: Type.Partial(AdminVenueCreate),
    apply: async ({ tx }, id, body, before) => {
      await checkVenue(tx, { ...before, ...body }, id);
      await updateRow(tx, venues, eq(venues.id, id), tableValues(body, venueFields));
    },
  },
  remove: {
    inUse: [
      {
        message: seasonMessages.venueInUse,
        query: (id) => sql`select 1 from match_details where venue_id = ${id}`,
      },
    ],
  },
});
