import { FPL_2023_24_SCORING, scoringTableRows } from '@mliga/domain';
import type * as schema from '../db/schema/index.ts';
import { CURRENT_TOUR, matchesOfTour, tourStatus, TOURS, type DemoMatch } from './fixtures.ts';
import { FORBIDDEN_WORDS, MEDIA_TEAMS, TEAM_ADJECTIVES, TEAM_NOUNS } from './names.ts';
import type { DemoPlayer } from './players.ts';
import type { Rng } from './random.ts';
import {
  CLUB_LIMIT,
  randomSquad,
  SCHEMES,
  substitutions,
  SUBSTITUTION_LIMIT,
  transfer,
  type DemoSquad,
} from './squads.ts';
import type { DemoUser } from './users.ts';

export const FANTASY_LEAGUE_ID = 1;
export const FANTASY_TEAM_COUNT = 150;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

type Team = typeof schema.fantasyTeams.$inferInsert;
type Squad = typeof schema.squads.$inferInsert;
type SquadPlayer = typeof schema.squadPlayers.$inferInsert;

export type FantasyPlan = {
  league: typeof schema.fantasyLeagues.$inferInsert;
  stages: (typeof schema.fantasyStages.$inferInsert)[];
  rules: (typeof schema.scoringRules.$inferInsert)[];
  forbiddenWords: (typeof schema.forbiddenWords.$inferInsert)[];
  teams: Team[];
  /** The first tour each team saved a squad for (H2H picks its players from the early ones). */
  firstTour: Map<number, number>;
  squads: Squad[];
  squadPlayers: SquadPlayer[];
};

function teamNames(rng: Rng, count: number): string[] {
  const names = new Set<string>();
  while (names.size < count) {
    const base = `${rng.pick(TEAM_ADJECTIVES)} ${rng.pick(TEAM_NOUNS)}`;
    names.add(rng.chance(0.2) ? `ФК ${base}` : base);
  }
  return [...names];
}

export function buildFantasy(
  rng: Rng,
  opts: {
    seasonId: number;
    seasonName: string;
    now: Date;
    matches: DemoMatch[];
    players: DemoPlayer[];
    users: DemoUser[];
  },
): FantasyPlan {
  const plan: FantasyPlan = {
    league: {
      id: FANTASY_LEAGUE_ID,
      seasonId: opts.seasonId,
      name: `Фэнтези: ${opts.seasonName}`,
      budget: 100,
      isActive: true,
    },
    stages: [],
    rules: scoringTableRows(FPL_2023_24_SCORING),
    forbiddenWords: FORBIDDEN_WORDS.map((word) => ({ word })),
    teams: [],
    firstTour: new Map(),
    squads: [],
    squadPlayers: [],
  };
  const closing: Date[] = [];
  for (let tour = 1; tour <= TOURS; tour++) {
    const ms = matchesOfTour(opts.matches, tour);
    const first = (ms[0] as DemoMatch).startsAt;
    closing[tour] = new Date(first.getTime() - 60 * MINUTE);
    plan.stages.push({
      id: tour,
      leagueId: FANTASY_LEAGUE_ID,
      name: `Тур ${tour}`,
      tour,
      status: tourStatus(tour),
      startAt: first,
      stopAt: (ms[ms.length - 1] as DemoMatch).startsAt,
      updateClosingAt: closing[tour] as Date,
      maxPlayersFromTeamCount: CLUB_LIMIT,
      maxPlayersSubstitutionsCount: SUBSTITUTION_LIMIT,
    });
  }

  const owners = [
    opts.users[0] as DemoUser,
    ...rng.shuffle(opts.users.slice(1)).slice(0, FANTASY_TEAM_COUNT - 1),
  ];
  const names = teamNames(rng, owners.length);
  const pool = opts.players.filter((p) => p.status !== 'disqualified');
  const media = new Set(rng.shuffle(owners.slice(1).map((_, i) => i + 1)).slice(0, MEDIA_TEAMS.length));
  let squadId = 1;
  owners.forEach((user, index) => {
    const id = index + 1;
    let tour = 1;
    while (tour < CURRENT_TOUR && (closing[tour] as Date).getTime() < user.createdAt.getTime() + 2 * HOUR)
      tour++;
    if (index > 0 && rng.chance(0.2)) tour = Math.min(CURRENT_TOUR, tour + rng.int(1, 2));
    plan.firstTour.set(id, tour);
    const createdAt = new Date(
      rng.int(
        user.createdAt.getTime(),
        Math.min((closing[tour] as Date).getTime(), opts.now.getTime()) - HOUR,
      ),
    );
    const team: Team = {
      id,
      userId: user.id,
      leagueId: FANTASY_LEAGUE_ID,
      name: names[index] as string,
      moderationStatus: 1,
      createdAt,
    };
    const mediaIndex = [...media].indexOf(index);
    if (mediaIndex >= 0) {
      const m = MEDIA_TEAMS[mediaIndex] as (typeof MEDIA_TEAMS)[number];
      Object.assign(team, { name: m.name, isMedia: true, mediaName: m.mediaName, mediaUrl: m.mediaUrl });
    } else if (index > 0 && rng.chance(0.07)) {
      team.moderationStatus = 0;
    } else if (index > 0 && rng.chance(0.015)) {
      Object.assign(team, { name: `Команда №${id}`, moderationStatus: 2 });
    }
    plan.teams.push(team);

    const scheme = index === 0 || rng.chance(0.4) ? '4-4-2' : rng.pick(SCHEMES);
    let previous: DemoSquad | null = null;
    for (let t = tour; t <= CURRENT_TOUR; t++) {
      const squad: DemoSquad = previous
        ? transfer(
            rng,
            previous,
            pool,
            rng.weighted([0, 1, 2], (n) => [35, 35, 30][n] as number),
          )
        : randomSquad(rng, scheme, pool);
      const from = previous ? (closing[t - 1] as Date).getTime() : createdAt.getTime();
      const savedAt = new Date(
        rng.int(from, Math.min((closing[t] as Date).getTime(), opts.now.getTime()) - MINUTE),
      );
      plan.squads.push({
        id: squadId,
        fantasyTeamId: id,
        stageId: t,
        scheme: squad.scheme,
        cost: squad.cost,
        substitutionsCount: previous ? substitutions(previous, squad) : 0,
        createdAt: savedAt,
        updatedAt: savedAt,
      });
      for (const pick of squad.picks) {
        plan.squadPlayers.push({
          squadId,
          playerId: pick.player.id,
          position: pick.starter ? 1 : 0,
          isCaptain: pick.captain,
        });
      }
      squadId++;
      previous = squad;
    }
  });
  return plan;
}
