import { sql } from 'drizzle-orm';
import type { AdminNextSeason, AdminNextSeasonBody } from '@mliga/contract';
import { plural } from '@mliga/domain';
import type { Db, Tx } from '../../db/connect.ts';
import type { AuthUser } from '../../http/auth.ts';
import { conflict } from '../../http/errors.ts';
import { fantasyLeaguesResource, predictorLeaguesResource } from './resources/game-leagues.resources.ts';
import { exists, type Row } from './resources/resource.ts';
import { createItemIn } from './resources/resource.service.ts';
import { seasonsResource } from './resources/season.resources.ts';

export const nextSeasonMessages = {
  nameTaken: 'Сезон с таким названием уже есть',
  started: (season: string, teams: number) =>
    `Сезон «${season}» начат: игры переключены на его лиги, ${plural(teams, ['команда фэнтези сохранила', 'команды фэнтези сохранили', 'команд фэнтези сохранили'])} название`,
} as const;

/** The settings of the game's active league, which the new season's league takes over. */
async function activeLeagueRow(tx: Tx, table: 'predictor_leagues' | 'fantasy_leagues'): Promise<Row | null> {
  const { rows } = await tx.execute<Row>(
    sql`select * from ${sql.raw(table)} where is_active order by id desc limit 1`,
  );
  return rows[0] ?? null;
}

const partnerRatingOf = (tx: Tx, seasonId: unknown) =>
  exists(
    tx,
    sql`select 1 from champs where season_id = ${seasonId as number} and game = 'predictor' and type = 'partner'`,
  );

/**
 * One step to the next season (docs/decisions/053-the-next-season.md): the new season becomes
 * current; each game gets the season's league, active at once, with the settings of the league
 * it replaces (or the defaults) and its ratings and scoring table; fantasy teams carry their
 * names over. Everything of the previous season stays as it was, readable by its ids. All or
 * nothing, each step with its own audit row.
 */
export async function startNextSeason(
  db: Db,
  admin: AuthUser,
  body: AdminNextSeasonBody,
  now: Date,
): Promise<{ result: AdminNextSeason; message: string }> {
  const name = body.name.trim();
  const result = await db.transaction(async (tx) => {
    // Two clicks on the button queue here; the second then finds the season's name taken.
    await tx.execute(sql`lock table seasons in share row exclusive mode`);
    if (await exists(tx, sql`select 1 from seasons where lower(name) = lower(${name})`))
      throw conflict(nextSeasonMessages.nameTaken, 'name');
    const [predictor, fantasy] = [
      await activeLeagueRow(tx, 'predictor_leagues'),
      await activeLeagueRow(tx, 'fantasy_leagues'),
    ];
    const partnerRating = predictor ? await partnerRatingOf(tx, predictor.season_id) : true;

    const season = await createItemIn(
      tx,
      seasonsResource,
      admin,
      { name, year: body.year.trim(), is_current: true },
      now,
    );
    const seasonId = season.id as number;
    const predictorLeague = await createItemIn(
      tx,
      predictorLeaguesResource,
      admin,
      {
        season_id: seasonId,
        name: body.predictor_league_name?.trim() || `Прогнозы ${name}`,
        is_active: true,
        partner_rating: partnerRating,
        ...(predictor ? { closes_before_minutes: predictor.closes_before_minutes } : {}),
      },
      now,
    );
    const fantasyLeague = await createItemIn(
      tx,
      fantasyLeaguesResource,
      admin,
      {
        season_id: seasonId,
        name: body.fantasy_league_name?.trim() || `Фэнтези ${name}`,
        is_active: true,
        ...(fantasy
          ? {
              budget: Number(fantasy.budget),
              default_max_players_from_team_count: fantasy.default_max_players_from_team_count,
              default_max_players_substitutions_count: fantasy.default_max_players_substitutions_count,
            }
          : {}),
      },
      now,
    );
    return {
      season,
      predictor_league: predictorLeague,
      fantasy_league: fantasyLeague,
    } as unknown as AdminNextSeason;
  });
  return {
    result,
    message: nextSeasonMessages.started(result.season.name, result.fantasy_league.teams_count),
  };
}
