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
import { refreshStageTimes } from './predictor.resources.ts';
import {
  checkDate,
  checkImage,
  checkUrl,
  defineResource,
  exists,
  failOn,
  inUseBy,
  intKey,
  likeEscape,
  tableValues,
  type Row,
} from './resource.ts';

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

async function teamExists(tx: Tx, id: unknown): Promise<boolean> {
  return typeof id === 'number' && exists(tx, sql`select 1 from teams where id = ${id}`);
}

// ---------------------------------------------------------------- seasons

/** At most one season is current: making one current unmarks the other. */
async function unmarkCurrent(tx: Tx, body: Row, except: number | null) {
  if (body.is_current === true)
    await tx.execute(sql`update seasons set is_current = false where is_current and id <> ${except ?? 0}`);
}

export const seasonsResource = defineResource<number, Row, Row>({
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
  search: (q) => sql`${seasons.name} ilike ${`%${likeEscape(q)}%`}`,
  filters: { is_current: { schema: Type.Boolean(), where: (v: boolean) => eq(seasons.isCurrent, v) } },
  notFound: 'Сезон не найден',
  create: {
    body: AdminSeasonCreate,
    insert: async ({ tx }, body) => {
      await unmarkCurrent(tx, body, null);
      const [row] = await tx
        .insert(seasons)
        .values(tableValues(body, ['name', 'year', 'is_current']) as typeof seasons.$inferInsert)
        .returning({ id: seasons.id });
      return row!.id;
    },
  },
  update: {
    body: Type.Partial(AdminSeasonCreate),
    apply: async ({ tx }, id, body) => {
      await unmarkCurrent(tx, body, id);
      const values = tableValues(body, ['name', 'year', 'is_current']);
      if (Object.keys(values).length > 0) await tx.update(seasons).set(values).where(eq(seasons.id, id));
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

async function checkTeam(tx: Tx, merged: Row, id: number | null) {
  const errors: FieldError[] = [];
  checkImage(merged.logo, 'logo', errors);
  checkImage(merged.logo_white, 'logo_white', errors);
  checkUrl(merged.external_url, 'external_url', errors);
  if (
    typeof merged.name === 'string' &&
    (await exists(tx, sql`select 1 from teams where name = ${merged.name.trim()} and id <> ${id ?? 0}`))
  )
    errors.push({ field: 'name', message: seasonMessages.teamNameTaken });
  failOn(errors);
}

const teamFields = ['name', 'short_name', 'city', 'logo', 'logo_white', 'external_url'] as const;

export const teamsResource = defineResource<number, Row, Row>({
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
  search: (q) =>
    sql`(${teams.name} ilike ${`%${likeEscape(q)}%`} or ${teams.shortName} ilike ${`%${likeEscape(q)}%`})`,
  filters: {
    season_id: {
      schema: idFilter,
      where: (v: number) => sql`${teams.id} in (select team_id from season_teams where season_id = ${v})`,
    },
  },
  notFound: 'Команда не найдена',
  create: {
    body: AdminTeamCreate,
    insert: async ({ tx }, body) => {
      await checkTeam(tx, body, null);
      const values = tableValues({ logo_white: body.logo, ...body }, teamFields);
      const [row] = await tx
        .insert(teams)
        .values(values as typeof teams.$inferInsert)
        .returning({ id: teams.id });
      return row!.id;
    },
  },
  update: {
    body: Type.Partial(AdminTeamCreate),
    apply: async ({ tx }, id, body, before) => {
      await checkTeam(tx, { ...before, ...body }, id);
      const values = tableValues(body, teamFields);
      if (Object.keys(values).length > 0) await tx.update(teams).set(values).where(eq(teams.id, id));
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

async function checkPlayer(tx: Tx, merged: Row) {
  const errors: FieldError[] = [];
  const price = merged.price;
  if (typeof price !== 'number' || !(price > 0 && price <= 100) || !Number.isInteger(price * 2))
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

export const playersResource = defineResource<number, Row, Row>({
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
  search: (q) => {
    const like = `%${likeEscape(q)}%`;
    return sql`(${players.name} ilike ${like} or ${players.surname} ilike ${like} or ${players.nickname} ilike ${like})`;
  },
  filters: {
    team_id: { schema: idFilter, where: (v: number) => eq(players.teamId, v) },
    field_position: {
      schema: Type.Integer({ minimum: 1, maximum: 4 }),
      where: (v: number) => eq(players.fieldPosition, v),
    },
    status: { schema: Type.String({ maxLength: 30 }), where: (v: string) => eq(players.status, v) },
  },
  notFound: 'Игрок не найден',
  create: {
    body: AdminPlayerCreate,
    insert: async ({ tx }, body) => {
      await checkPlayer(tx, body);
      const [row] = await tx
        .insert(players)
        .values(tableValues(body, playerFields) as typeof players.$inferInsert)
        .returning({ id: players.id });
      return row!.id;
    },
  },
  update: {
    body: Type.Partial(AdminPlayerCreate),
    apply: async ({ tx }, id, body, before) => {
      await checkPlayer(tx, { ...before, ...body });
      const values = tableValues(body, playerFields);
      if (Object.keys(values).length > 0) await tx.update(players).set(values).where(eq(players.id, id));
    },
  },
  remove: {
    inUse: inUseBy(
      seasonMessages.playerInUse,
      (id) => sql`select 1 from squad_players where player_id = ${id}`,
      (id) => sql`select 1 from player_match_stats where player_id = ${id}`,
    ),
  },
});

// ---------------------------------------------------------------- matches

async function checkMatch(tx: Tx, merged: Row, before: Row | null) {
  const errors: FieldError[] = [];
  if (typeof merged.starts_at === 'string') checkDate(merged.starts_at, 'starts_at', errors);
  if (!(await teamExists(tx, merged.home_team_id)))
    errors.push({ field: 'home_team_id', message: seasonMessages.noTeam });
  if (!(await teamExists(tx, merged.guest_team_id)))
    errors.push({ field: 'guest_team_id', message: seasonMessages.noTeam });
  if (merged.home_team_id === merged.guest_team_id)
    errors.push({ field: 'guest_team_id', message: seasonMessages.sameTeams });
  if (
    merged.venue_id != null &&
    !(await exists(tx, sql`select 1 from venues where id = ${merged.venue_id as number}`))
  )
    errors.push({ field: 'venue_id', message: seasonMessages.noVenue });
  checkUrl(merged.ticket_url, 'ticket_url', errors);
  checkUrl(merged.external_url, 'external_url', errors);
  const teamsChange =
    before && (merged.home_team_id !== before.home_team_id || merged.guest_team_id !== before.guest_team_id);
  if (teamsChange && Number(before.stats_count) > 0)
    errors.push({ field: 'home_team_id', message: seasonMessages.statsExist });
  failOn(errors);
}

/** Venue and ticket link live beside the match (match_details); both teams take part in the season. */
async function writeMatchExtras(tx: Tx, matchId: number, merged: Row) {
  const venueId = (merged.venue_id as number | null | undefined) ?? null;
  const ticketUrl = (merged.ticket_url as string | null | undefined) || null;
  await tx
    .insert(matchDetails)
    .values({ matchId, venueId, ticketUrl })
    .onConflictDoUpdate({ target: matchDetails.matchId, set: { venueId, ticketUrl, updatedAt: new Date() } });
  await tx
    .insert(seasonTeams)
    .values([
      { seasonId: merged.season_id as number, teamId: merged.home_team_id as number },
      { seasonId: merged.season_id as number, teamId: merged.guest_team_id as number },
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

export const matchesResource = defineResource<number, Row, Row>({
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
    season_id: { schema: idFilter, where: (v: number) => eq(matches.seasonId, v) },
    tour: { schema: Type.Integer({ minimum: 1, maximum: 99 }), where: (v: number) => eq(matches.tour, v) },
    team_id: {
      schema: idFilter,
      where: (v: number) => sql`(${matches.homeTeamId} = ${v} or ${matches.guestTeamId} = ${v})`,
    },
    is_finished: { schema: Type.Boolean(), where: (v: boolean) => eq(matches.isFinished, v) },
  },
  notFound: 'Матч не найден',
  create: {
    body: AdminMatchCreate,
    insert: async ({ tx }, body) => {
      const merged = { ...body, season_id: await currentSeasonId(tx, body.season_id as number | undefined) };
      await checkMatch(tx, merged, null);
      const [row] = await tx
        .insert(matches)
        .values(tableValues(merged, matchFields, ['starts_at']) as typeof matches.$inferInsert)
        .returning({ id: matches.id });
      await writeMatchExtras(tx, row!.id, merged);
      return row!.id;
    },
  },
  update: {
    body: Type.Partial(AdminMatchCreate),
    apply: async ({ tx }, id, body, before) => {
      if (body.season_id !== undefined) await currentSeasonId(tx, body.season_id as number);
      const merged = { ...before, ...body };
      await checkMatch(tx, merged, before);
      const values = tableValues(body, matchFields, ['starts_at']);
      if (Object.keys(values).length > 0) await tx.update(matches).set(values).where(eq(matches.id, id));
      await writeMatchExtras(tx, id, merged);
      if (body.starts_at !== undefined) {
        // A predictor event of this match follows its kick-off, and so does its stage's closing time.
        const { rows } = await tx.execute<{ stage_id: number }>(sql`
          update predictor_events set starts_at = ${new Date(body.starts_at as string)}
          where match_id = ${id} and kind = 'match' returning stage_id`);
        await refreshStageTimes(
          tx,
          rows.map((r) => r.stage_id),
        );
      }
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

async function checkVenue(tx: Tx, merged: Row, id: number | null) {
  if (
    typeof merged.name === 'string' &&
    (await exists(tx, sql`select 1 from venues where name = ${merged.name.trim()} and id <> ${id ?? 0}`))
  )
    failOn([{ field: 'name', message: seasonMessages.venueNameTaken }]);
}

export const venuesResource = defineResource<number, Row, Row>({
  name: 'venues',
  entity: 'venue',
  title: 'Стадионы',
  table: venues,
  key: intKey(venues.id),
  item: AdminVenue,
  fields: { name: venues.name, city: venues.city, address: venues.address },
  sort: { id: venues.id, name: venues.name, city: venues.city },
  defaultSort: { field: 'name', order: 'ASC' },
  search: (q) =>
    sql`(${venues.name} ilike ${`%${likeEscape(q)}%`} or ${venues.city} ilike ${`%${likeEscape(q)}%`})`,
  notFound: 'Стадион не найден',
  create: {
    body: AdminVenueCreate,
    insert: async ({ tx }, body) => {
      await checkVenue(tx, body, null);
      const [row] = await tx
        .insert(venues)
        .values(tableValues(body, ['name', 'city', 'address']) as typeof venues.$inferInsert)
        .returning({ id: venues.id });
      return row!.id;
    },
  },
  update: {
    body: Type.Partial(AdminVenueCreate),
    apply: async ({ tx }, id, body, before) => {
      await checkVenue(tx, { ...before, ...body }, id);
      const values = tableValues(body, ['name', 'city', 'address']);
      if (Object.keys(values).length > 0) await tx.update(venues).set(values).where(eq(venues.id, id));
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
