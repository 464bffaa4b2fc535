import { eq, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import {
  AdminFantasyLeague,
  AdminFantasyLeagueCreate,
  AdminFantasyLeagueUpdate,
  AdminPredictorLeague,
  AdminPredictorLeagueCreate,
  AdminPredictorLeagueUpdate,
} from '@mliga/contract';
import type { Tx } from '../../../db/connect.ts';
import { champs, fantasyLeagues, predictorLeagues } from '../../../db/schema/index.ts';
import { conflict, type FieldError } from '../../../http/errors.ts';
import { carryTeamsOver } from '../../fantasy/index.ts';
import { defaultScoringRulesSql } from '../../scoring/index.ts';
import { writeAuditLog } from '../../audit/index.ts';
import { defineResource, exists, failOn, intKey, type WriteContext, filter } from './resource.ts';
import { insertRow, searchIn, tableValues, updateRow } from './resource.sql.ts';
import { currentSeasonId } from './season.resources.ts';

export const gameLeagueMessages = {
  fantasyTaken: 'В этом сезоне уже есть лига фэнтези',
  predictorTaken: 'В этом сезоне уже есть лига прогнозов',
  badBudget: 'Бюджет — от 10 до 1000 монет, кратно 0,5 (например, 100 или 99,5)',
  partnerRated: 'Рейтинг партнёра уже посчитан: выключить его нельзя',
  switchedMeanwhile: 'Активную лигу только что сменил другой администратор: обновите страницу и повторите',
} as const;

type Game = 'predictor' | 'fantasy';
type LeagueTable = typeof predictorLeagues | typeof fantasyLeagues;

const idFilter = Type.Integer({ minimum: 1, maximum: 2147483647 });

/**
 * Two admins activating two leagues of a game at the same moment: each deactivates what it saw
 * active, and the later one then meets the one-active index. The row locks order everything
 * else; this race alone ends in a Russian 409 instead of the generic one.
 */
async function oneActive<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    const e = error as { code?: string; cause?: { code?: string; constraint?: string }; constraint?: string };
    const code = e.cause?.code ?? e.code;
    const constraint = e.cause?.constraint ?? e.constraint ?? '';
    if (code === '23505' && constraint.endsWith('_one_active_uq'))
      throw conflict(gameLeagueMessages.switchedMeanwhile, 'is_active');
    throw error;
  }
}

/**
 * Making a league active deactivates the game's other active league in the same transaction,
 * with its own audit row: the switch is explicit in «Журнал изменений».
 */
async function activate(ctx: WriteContext, table: LeagueTable, game: Game, id: number) {
  const others = await ctx.tx
    .update(table)
    .set({ isActive: false })
    .where(sql`${table.isActive} and ${table.id} <> ${id}`)
    .returning({ id: table.id });
  for (const other of others)
    await writeAuditLog(ctx.tx, {
      userId: ctx.admin.id,
      action: `${game}_league.deactivate`,
      entity: `${game}_league`,
      entityId: other.id,
      data: { before: { is_active: true }, after: { is_active: false }, activated: id },
    });
  await oneActive(ctx.tx.update(table).set({ isActive: true }).where(eq(table.id, id)));
}

/** The fantasy league becomes the active one, and users' teams carry their names into it. */
async function activateFantasy(ctx: WriteContext, id: number) {
  await activate(ctx, fantasyLeagues, 'fantasy', id);
  await carryTeamsOver(ctx.tx, id);
}

/** The season's champ of this game and type, created (and audited) when it has none. */
async function ensureChamp(ctx: WriteContext, seasonId: number, game: Game, type: string, name: string) {
  const found = await exists(
    ctx.tx,
    sql`select 1 from champs where season_id = ${seasonId} and game = ${game} and type = ${type}`,
  );
  if (found) return;
  const [row] = await ctx.tx
    .insert(champs)
    .values({ seasonId, game, type, name, status: 'started', createdAt: ctx.now })
    .returning({ id: champs.id });
  await writeAuditLog(ctx.tx, {
    userId: ctx.admin.id,
    action: 'champ.create',
    entity: 'champ',
    entityId: row!.id,
    data: { before: null, after: { id: row!.id, season_id: seasonId, game, type, name } },
  });
}

/** One league per game and season: the season's ratings (champs) are the game's, not a league's. */
async function seasonOfNewLeague(tx: Tx, table: LeagueTable, given: number | undefined, taken: string) {
  const seasonId = await currentSeasonId(tx, given);
  // Two creations for one season queue here; the second then finds the first's league.
  await tx.execute(sql`select id from seasons where id = ${seasonId} for no key update`);
  if (await exists(tx, sql`select 1 from ${table} where ${table.seasonId} = ${seasonId}`))
    throw conflict(taken, 'season_id');
  return seasonId;
}

const seasonName = (table: 'predictor_leagues' | 'fantasy_leagues') =>
  sql<string>`(select s.name from seasons s where s.id = ${sql.raw(`${table}.season_id`)})`;

// ---------------------------------------------------------------- predictor leagues

const partnerChampOf = sql`select 1 from champs c where c.season_id = predictor_leagues.season_id and c.game = 'predictor' and c.type = 'partner'`;

/** On: the season gets the partner's rating. Off: only while nobody is rated in it yet. */
async function setPartnerRating(ctx: WriteContext, seasonId: number, on: boolean) {
  if (on) return ensureChamp(ctx, seasonId, 'predictor', 'partner', 'Рейтинг партнёра');
  const rated = await exists(
    ctx.tx,
    sql`select 1 from predictor_ratings r join champs c on c.id = r.champ_id
        where c.season_id = ${seasonId} and c.game = 'predictor' and c.type = 'partner'`,
  );
  if (rated) throw conflict(gameLeagueMessages.partnerRated, 'partner_rating');
  const removed = await ctx.tx
    .delete(champs)
    .where(
      sql`${champs.seasonId} = ${seasonId} and ${champs.game} = 'predictor' and ${champs.type} = 'partner'`,
    )
    .returning({ id: champs.id, name: champs.name });
  for (const row of removed)
    await writeAuditLog(ctx.tx, {
      userId: ctx.admin.id,
      action: 'champ.delete',
      entity: 'champ',
      entityId: row.id,
      data: { before: { id: row.id, season_id: seasonId, game: 'predictor', type: 'partner' }, after: null },
    });
}

const predictorFields = ['name', 'closes_before_minutes'] as const;

/** Deactivating is a plain write; activating goes through `activate` (the game's other league). */
const deactivated = (body: { is_active?: boolean }) => (body.is_active === false ? { isActive: false } : {});

export const predictorLeaguesResource = defineResource({
  name: 'predictor-leagues',
  entity: 'predictor_league',
  title: 'Лиги прогнозов',
  table: predictorLeagues,
  key: intKey(predictorLeagues.id),
  item: AdminPredictorLeague,
  fields: {
    season_id: predictorLeagues.seasonId,
    season_name: seasonName('predictor_leagues'),
    name: predictorLeagues.name,
    is_active: predictorLeagues.isActive,
    stages_count: sql<number>`(select count(*)::int from predictor_stages s where s.league_id = predictor_leagues.id)`,
    closes_before_minutes: predictorLeagues.closesBeforeMinutes,
    partner_rating: sql<boolean>`exists (${partnerChampOf})`,
  },
  sort: { id: predictorLeagues.id, name: predictorLeagues.name, season_id: predictorLeagues.seasonId },
  defaultSort: { field: 'id', order: 'DESC' },
  search: searchIn(predictorLeagues.name),
  filters: {
    season_id: filter(idFilter, (v) => eq(predictorLeagues.seasonId, v)),
    is_active: filter(Type.Boolean(), (v) => eq(predictorLeagues.isActive, v)),
  },
  notFound: 'Лига прогнозов не найдена',
  create: {
    body: AdminPredictorLeagueCreate,
    insert: async (ctx, body) => {
      const seasonId = await seasonOfNewLeague(
        ctx.tx,
        predictorLeagues,
        body.season_id,
        gameLeagueMessages.predictorTaken,
      );
      const id = await insertRow(ctx.tx, predictorLeagues, {
        ...tableValues(body, predictorFields),
        seasonId,
      });
      if (body.is_active === true) await activate(ctx, predictorLeagues, 'predictor', id);
      await ensureChamp(ctx, seasonId, 'predictor', 'general', 'Общий рейтинг');
      await setPartnerRating(ctx, seasonId, body.partner_rating !== false);
      return id;
    },
  },
  update: {
    body: AdminPredictorLeagueUpdate,
    apply: async (ctx, id, body, before) => {
      const values = { ...tableValues(body, predictorFields), ...deactivated(body) };
      await updateRow(ctx.tx, predictorLeagues, eq(predictorLeagues.id, id), values);
      if (body.is_active === true && before.is_active !== true)
        await activate(ctx, predictorLeagues, 'predictor', id);
      if (typeof body.partner_rating === 'boolean' && body.partner_rating !== before.partner_rating)
        await setPartnerRating(ctx, before.season_id, body.partner_rating);
      if (
        body.closes_before_minutes !== undefined &&
        body.closes_before_minutes !== before.closes_before_minutes
      ) {
        // Tours still open for predictions close by the new offset (start_at is their first
        // kick-off: refreshStageTimes keeps it so); a closed tour stays closed.
        await ctx.tx.execute(sql`
          update predictor_stages
          set closes_at = start_at - make_interval(mins => ${body.closes_before_minutes})
          where league_id = ${id} and scored_at is null and closes_at > ${ctx.now}`);
      }
    },
  },
});

// ---------------------------------------------------------------- fantasy leagues

const fantasyFields = [
  'name',
  'budget',
  'default_max_players_from_team_count',
  'default_max_players_substitutions_count',
] as const;

function checkBudget(budget: number | undefined) {
  const errors: FieldError[] = [];
  if (budget !== undefined && !Number.isInteger(budget * 2))
    errors.push({ field: 'budget', message: gameLeagueMessages.badBudget });
  failOn(errors);
}

export const fantasyLeaguesResource = defineResource({
  name: 'fantasy-leagues',
  entity: 'fantasy_league',
  title: 'Лиги фэнтези',
  table: fantasyLeagues,
  key: intKey(fantasyLeagues.id),
  item: AdminFantasyLeague,
  fields: {
    season_id: fantasyLeagues.seasonId,
    season_name: seasonName('fantasy_leagues'),
    name: fantasyLeagues.name,
    is_active: fantasyLeagues.isActive,
    stages_count: sql<number>`(select count(*)::int from fantasy_stages s where s.league_id = fantasy_leagues.id)`,
    budget: sql<number>`${fantasyLeagues.budget}::float8`,
    default_max_players_from_team_count: fantasyLeagues.defaultMaxPlayersFromTeamCount,
    default_max_players_substitutions_count: fantasyLeagues.defaultMaxPlayersSubstitutionsCount,
    teams_count: sql<number>`(select count(*)::int from fantasy_teams t where t.league_id = fantasy_leagues.id)`,
  },
  sort: { id: fantasyLeagues.id, name: fantasyLeagues.name, season_id: fantasyLeagues.seasonId },
  defaultSort: { field: 'id', order: 'DESC' },
  search: searchIn(fantasyLeagues.name),
  filters: {
    season_id: filter(idFilter, (v) => eq(fantasyLeagues.seasonId, v)),
    is_active: filter(Type.Boolean(), (v) => eq(fantasyLeagues.isActive, v)),
  },
  notFound: 'Лига фэнтези не найдена',
  create: {
    body: AdminFantasyLeagueCreate,
    insert: async (ctx, body) => {
      checkBudget(body.budget);
      const seasonId = await seasonOfNewLeague(
        ctx.tx,
        fantasyLeagues,
        body.season_id,
        gameLeagueMessages.fantasyTaken,
      );
      const id = await insertRow(ctx.tx, fantasyLeagues, { ...tableValues(body, fantasyFields), seasonId });
      if (body.is_active === true) await activateFantasy(ctx, id);
      await ensureChamp(ctx, seasonId, 'fantasy', 'general', 'Общий рейтинг');
      // The scoring table is the game's: the FPL defaults fill in whatever it lacks (nothing once edited).
      await ctx.tx.execute(defaultScoringRulesSql());
      return id;
    },
  },
  update: {
    body: AdminFantasyLeagueUpdate,
    apply: async (ctx, id, body, before) => {
      checkBudget(body.budget);
      const values = { ...tableValues(body, fantasyFields), ...deactivated(body) };
      await updateRow(ctx.tx, fantasyLeagues, eq(fantasyLeagues.id, id), values);
      if (body.is_active === true && before.is_active !== true) await activateFantasy(ctx, id);
    },
  },
});
