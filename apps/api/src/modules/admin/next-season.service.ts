import { desc, eq, sql } from 'drizzle-orm';
import type { AdminNextSeason, AdminNextSeasonBody } from '@mliga/contract';
import { plural } from '@mliga/domain';
import type { Db, Tx } from '../../db/connect.ts';
import { fantasyLeagues, predictorLeagues } from '../../db/schema/index.ts';
import type { AuthUser } from '../../http/auth.ts';
import { conflict } from '../../http/errors.ts';
import { fantasyLeaguesResource, predictorLeaguesResource } from './resources/game-leagues.resources.ts';
import { exists } from './resources/resource.ts';
import { createItemIn } from './resources/resource.service.ts';
import { seasonsResource } from './resources/season.resources.ts';

export const nextSeasonMessages = {
  nameTaken: 'Сезон с таким названием уже есть',
  started: (season: string, teams: number) =>
    `Сезон «${season}» начат: игры переключены на его лиги, ${plural(teams, ['команда фэнтези сохранила', 'команды фэнтези сохранили', 'команд фэнтези сохранили'])} название`,
} as const;

/** The settings of the game's active league, which the new season's league takes over. */
async function activePredictorLeague(tx: Tx) {
  const [row] = await tx
    .select({
      seasonId: predictorLeagues.seasonId,
      closesBeforeMinutes: predictorLeagues.closesBeforeMinutes,
    })
    .from(predictorLeagues)
    .where(eq(predictorLeagues.isActive, true))
    .orderBy(desc(predictorLeagues.id))
    .limit(1);
  return row ?? null;
}

async function activeFantasyLeague(tx: Tx) {
  const [row] = await tx
    .select({
      budget: fantasyLeagues.budget,
      maxFromClub: fantasyLeagues.defaultMaxPlayersFromTeamCount,
      maxSubstitutions: fantasyLeagues.defaultMaxPlayersSubstitutionsCount,
    })
    .from(fantasyLeagues)
    .where(eq(fantasyLeagues.isActive, true))
    .orderBy(desc(fantasyLeagues.id))
    .limit(1);
  return row ?? null;
}

const partnerRatingOf = (tx: Tx, seasonId: number) =>
  exists(
    tx,
    sql`select 1 from champs where season_id = ${seasonId} and game = 'predictor' and type = 'partner'`,
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
    const predictor = await activePredictorLeague(tx);
    const fantasy = await activeFantasyLeague(tx);
    const partnerRating = predictor ? await partnerRatingOf(tx, predictor.seasonId) : true;

    const season = await createItemIn(
      tx,
      seasonsResource,
      admin,
      { name, year: body.year.trim(), is_current: true },
      now,
    );
    const seasonId = season.id;
    const predictorLeague = await createItemIn(
      tx,
      predictorLeaguesResource,
      admin,
      {
        season_id: seasonId,
        name: body.predictor_league_name?.trim() || `Прогнозы ${name}`,
        is_active: true,
        partner_rating: partnerRating,
        ...(predictor ? { closes_before_minutes: predictor.closesBeforeMinutes } : {}),
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
              default_max_players_from_team_count: fantasy.maxFromClub,
              default_max_players_substitutions_count: fantasy.maxSubstitutions,
            }
          : {}),
      },
      now,
    );
    return { season, predictor_league: predictorLeague, fantasy_league: fantasyLeague };
  });
  return {
    result,
    message: nextSeasonMessages.started(result.season.name, result.fantasy_league.teams_count),
  };
}
