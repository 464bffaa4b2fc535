import { randomBytes } from 'node:crypto';
import type * as schema from '../db/schema/index.ts';
import { roundRobin, TOURS } from './fixtures.ts';
import type { FantasyPlan } from './fantasy.ts';
import { USER_LEAGUE_NAMES } from './names.ts';
import type { Rng } from './random.ts';

export const FANTASY_GENERAL_CHAMP_ID = 1;
export const H2H_CHAMP_ID = 2;
export const PREDICTOR_GENERAL_CHAMP_ID = 3;
export const PREDICTOR_PARTNER_CHAMP_ID = 4;
export const H2H_RECRUITING_CHAMP_ID = 5;
/** The started H2H tournament's first tour (a past one, so its page has played tours once scored). */
export const H2H_START_TOUR = 4;
const H2H_SIZE = 16;
/** Member teams of each user league, owner included. */
const LEAGUE_SIZES = [25, 12, 40, 8, 5, 17, 30, 10];

type Champ = typeof schema.champs.$inferInsert;
type Member = typeof schema.champMembers.$inferInsert;

export type ChampsPlan = {
  champs: Champ[];
  members: Member[];
  h2hMatches: (typeof schema.h2hMatches.$inferInsert)[];
  h2hTable: (typeof schema.h2hTable.$inferInsert)[];
};

/** An invite code: 16 URL-safe characters from a CSPRNG (never from the demo's seeded PRNG). */
export const inviteHash = (): string => randomBytes(12).toString('base64url');

export function buildChamps(
  rng: Rng,
  opts: { seasonId: number; now: Date; fantasy: FantasyPlan },
): ChampsPlan {
  const { seasonId, fantasy } = opts;
  const now = opts.now.getTime();
  const seasonOpened = Math.min(...fantasy.teams.map((t) => (t.createdAt as Date).getTime()));
  const teamCreated = new Map(fantasy.teams.map((t) => [t.id as number, (t.createdAt as Date).getTime()]));
  const plan: ChampsPlan = { champs: [], members: [], h2hMatches: [], h2hTable: [] };
  const at = (ms: number) => new Date(Math.min(ms, now - 60_000));

  const addChamp = (champ: Omit<Champ, 'seasonId'>, teamIds: number[]) => {
    const created = (champ.createdAt as Date).getTime();
    plan.champs.push({ ...champ, seasonId, membersCount: teamIds.length });
    for (const fantasyTeamId of teamIds) {
      const joined = Math.max(created, teamCreated.get(fantasyTeamId) ?? created) + rng.int(1, 600) * 60_000;
      plan.members.push({
        champId: champ.id as number,
        fantasyTeamId,
        seasonId,
        champType: champ.type,
        joinedAt: at(joined),
      });
    }
  };

  const allTeams = fantasy.teams.map((t) => t.id as number);
  addChamp(
    {
      id: FANTASY_GENERAL_CHAMP_ID,
      game: 'fantasy',
      type: 'general',
      name: 'Общий рейтинг',
      status: 'started',
      createdAt: at(seasonOpened),
    },
    allTeams,
  );
  plan.champs.push(
    {
      id: PREDICTOR_GENERAL_CHAMP_ID,
      seasonId,
      game: 'predictor',
      type: 'general',
      name: 'Общий рейтинг',
      status: 'started',
      createdAt: at(seasonOpened),
    },
    {
      id: PREDICTOR_PARTNER_CHAMP_ID,
      seasonId,
      game: 'predictor',
      type: 'partner',
      name: 'Рейтинг партнёра',
      status: 'started',
      createdAt: at(seasonOpened),
    },
  );

  // The started H2H tournament: the showcase team and fifteen others that played from its first tour.
  const early = allTeams.filter((id) => id !== 1 && (fantasy.firstTour.get(id) ?? 99) <= H2H_START_TOUR);
  const h2hTeams = [1, ...rng.shuffle(early).slice(0, H2H_SIZE - 1)];
  const h2hOpened = Math.max(...h2hTeams.map((id) => teamCreated.get(id) ?? 0));
  addChamp(
    {
      id: H2H_CHAMP_ID,
      game: 'fantasy',
      type: 'h2h',
      name: 'Кубок вызова',
      isPublic: true,
      size: H2H_SIZE,
      image: '/demo/h2h/cup.svg',
      imageWhite: '/demo/h2h/cup-white.svg',
      status: 'started',
      startStageId: H2H_START_TOUR,
      createdAt: at(h2hOpened),
    },
    h2hTeams,
  );
  const rounds = roundRobin(rng.shuffle(h2hTeams));
  for (let tour = H2H_START_TOUR; tour <= TOURS; tour++) {
    const round = rounds[(tour - H2H_START_TOUR) % rounds.length] as [number, number][];
    for (const [team1Id, team2Id] of round) {
      plan.h2hMatches.push({ champId: H2H_CHAMP_ID, stageId: tour, tour, team1Id, team2Id });
    }
  }
  const byName = (ids: number[]) =>
    [...ids].sort((a, b) =>
      String(fantasy.teams[a - 1]?.name).localeCompare(String(fantasy.teams[b - 1]?.name), 'ru'),
    );
  byName(h2hTeams).forEach((fantasyTeamId, i) =>
    plan.h2hTable.push({ champId: H2H_CHAMP_ID, fantasyTeamId, place: i + 1 }),
  );

  // A public tournament still recruiting, so a newcomer has one to join.
  const free = rng.shuffle(allTeams.filter((id) => !h2hTeams.includes(id)));
  addChamp(
    {
      id: H2H_RECRUITING_CHAMP_ID,
      game: 'fantasy',
      type: 'h2h',
      name: 'Турнир выходного дня',
      isPublic: true,
      size: 8,
      image: '/demo/h2h/cup.svg',
      imageWhite: '/demo/h2h/cup-white.svg',
      status: 'recruiting',
      createdAt: at(now - 3 * 86_400_000),
    },
    free.slice(0, 5),
  );

  // User leagues: the showcase user owns the first; each owner is one of its members.
  const owners = [1, ...rng.shuffle(allTeams.slice(1)).slice(0, LEAGUE_SIZES.length - 1)];
  owners.forEach((ownerTeam, i) => {
    const others = rng
      .shuffle(allTeams.filter((id) => id !== ownerTeam))
      .slice(0, (LEAGUE_SIZES[i] as number) - 1);
    if (i === 1 && !others.includes(1)) others[0] = 1; // the showcase team is also a guest somewhere
    addChamp(
      {
        id: 6 + i,
        game: 'fantasy',
        type: 'user',
        name: USER_LEAGUE_NAMES[i] as string,
        ownerUserId: fantasy.teams[ownerTeam - 1]?.userId as number,
        inviteHash: inviteHash(),
        isPublic: false,
        status: 'started',
        createdAt: at((teamCreated.get(ownerTeam) as number) + rng.int(1, 48) * 3_600_000),
      },
      [ownerTeam, ...others],
    );
  });
  return plan;
}
