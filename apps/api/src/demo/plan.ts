import type * as schema from '../db/schema/index.ts';
import { buildChamps, type ChampsPlan } from './champs.ts';
import { buildFantasy, type FantasyPlan } from './fantasy.ts';
import { buildFixtures, CURRENT_TOUR, type DemoMatch } from './fixtures.ts';
import { buildPlayers, type DemoPlayer } from './players.ts';
import { buildPredictor, type PredictorPlan } from './predictor.ts';
import { DEMO_SEED, Rng } from './random.ts';
import { playPastTours, type PlayedMatch } from './stats.ts';
import { DEMO_TEAMS, teamLogo, teamLogoWhite } from './teams.ts';
import { buildUsers, type DemoUser } from './users.ts';

export const SEASON_ID = 15;

/** Everything the demo inserts, as plain rows: built in memory first (milliseconds), then inserted in bulk. */
export type DemoPlan = {
  season: typeof schema.seasons.$inferInsert;
  teams: (typeof schema.teams.$inferInsert)[];
  seasonTeams: (typeof schema.seasonTeams.$inferInsert)[];
  players: DemoPlayer[];
  matches: DemoMatch[];
  played: PlayedMatch[];
  users: DemoUser[];
  predictor: PredictorPlan;
  fantasy: FantasyPlan;
  champs: ChampsPlan;
};

/** 'Сезон 2026/27' for a season whose first tour is played in autumn 2026 (or spring 2027). */
function seasonName(firstMatch: Date): { name: string; year: string } {
  const y = firstMatch.getUTCFullYear();
  const start = firstMatch.getUTCMonth() >= 6 ? y : y - 1;
  const year = `${start}/${String((start + 1) % 100).padStart(2, '0')}`;
  return { name: `Сезон ${year}`, year };
}

export function buildDemoPlan(opts: { now: Date; userIdBase: number }): DemoPlan {
  const rng = new Rng(DEMO_SEED);
  const players = buildPlayers(rng);
  const matches = buildFixtures(rng, opts.now);
  const played = playPastTours(rng, matches, players, CURRENT_TOUR - 1);
  const firstMatch = matches.reduce(
    (a, m) => (m.startsAt < a ? m.startsAt : a),
    (matches[0] as DemoMatch).startsAt,
  );
  const { name, year } = seasonName(firstMatch);
  const users = buildUsers(rng, {
    idBase: opts.userIdBase,
    seasonStart: new Date(firstMatch.getTime() - 3_600_000),
    now: opts.now,
  });
  const predictor = buildPredictor(rng, {
    seasonId: SEASON_ID,
    seasonName: name,
    now: opts.now,
    matches,
    played,
    users,
  });
  const fantasy = buildFantasy(rng, {
    seasonId: SEASON_ID,
    seasonName: name,
    now: opts.now,
    matches,
    players,
    users,
  });
  const champs = buildChamps(rng, { seasonId: SEASON_ID, now: opts.now, fantasy });
  return {
    season: {
      id: SEASON_ID,
      name,
      year,
      isCurrent: true,
      createdAt: new Date(firstMatch.getTime() - 45 * 86_400_000),
    },
    teams: DEMO_TEAMS.map((t) => ({
      id: t.id,
      name: t.name,
      shortName: t.shortName,
      city: t.city,
      logo: teamLogo(t.id),
      logoWhite: teamLogoWhite(t.id),
    })),
    seasonTeams: DEMO_TEAMS.map((t) => ({ seasonId: SEASON_ID, teamId: t.id })),
    players,
    matches,
    played,
    users,
    predictor,
    fantasy,
    champs,
  };
}
