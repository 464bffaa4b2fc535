import { startersByPosition, squadSlotsByPosition, type FieldPosition, type Formation } from '@mliga/domain';
import type { Db } from '../../src/db/connect.ts';
import {
  fantasyLeagues,
  fantasyStages,
  fantasyTeams,
  matches,
  players,
  seasons,
  seasonTeams,
  squadPlayers,
  squads,
  teams,
} from '../../src/db/schema/index.ts';
import { createClockedTestApp, type ClockedTestApp } from '../helpers/test-app.ts';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

export type { Clock } from '../helpers/test-app.ts';
export type FantasyTestApp = ClockedTestApp;
export const createFantasyTestApp = createClockedTestApp;

export type SeededPlayer = {
  id: number;
  teamId: number;
  fieldPosition: FieldPosition;
  price: number;
  status: string;
  surname: string;
};

export type SeededFantasy = {
  seasonId: number;
  leagueId: number;
  clubIds: number[];
  players: SeededPlayer[];
  /** Tour 1 past, tour 2 current (closes a day after `now`), tour 3 future. */
  stages: { id: number; tour: number; closesAt: Date }[];
  /** Tour → match ids. Clubs 5 and 6 have no match in tour 3. */
  matchIds: Map<number, number[]>;
};

/** Per club: 2 goalkeepers, 5 defenders, 5 midfielders, 3 forwards. */
const CLUB_LINEUP: [FieldPosition, number][] = [
  [1, 4.5],
  [1, 4.5],
  [2, 5],
  [2, 5],
  [2, 5],
  [2, 5],
  [2, 5],
  [3, 12.5],
  [3, 6.5],
  [3, 6.5],
  [3, 6.5],
  [3, 6.5],
  [4, 7.5],
  [4, 7.5],
  [4, 7.5],
];

/**
 * An active fantasy league over a season of 6 clubs × 15 players (one star
 * midfielder at 12.5 per club), three tours of 3 matches each (clubs 5 and 6
 * skip tour 3), stage limits 3 per club and 2 substitutions. In club 1 the
 * first defender is disqualified, the second injured, the third doubtful.
 */
export async function seedFantasy(db: Db, opts: { now: Date }): Promise<SeededFantasy> {
  const now = opts.now.getTime();
  const [season] = await db
    .insert(seasons)
    .values({ name: 'Чемпионат 2026', year: '2026', isCurrent: true })
    .returning();
  const seasonId = season!.id;
  const clubs = await db
    .insert(teams)
    .values(
      Array.from({ length: 6 }, (_, i) => ({
        name: `Клуб ${i + 1}`,
        shortName: `К${i + 1}`,
        logo: `/logos/${i + 1}.svg`,
        logoWhite: `/logos/${i + 1}-white.svg`,
      })),
    )
    .returning();
  const clubIds = clubs.map((c) => c.id);
  await db.insert(seasonTeams).values(clubIds.map((teamId) => ({ seasonId, teamId })));
  const rows = clubIds.flatMap((teamId, c) =>
    CLUB_LINEUP.map(([fieldPosition, price], i) => ({
      teamId,
      name: `Игрок${i + 1}`,
      surname: `Фамилия${c + 1}_${i + 1}`,
      nickname: i === 0 ? `Ник${c + 1}` : null,
      fieldPosition,
      price,
      status:
        c === 0 && i === 2
          ? 'disqualified'
          : c === 0 && i === 3
            ? 'injury'
            : c === 0 && i === 4
              ? 'potential_injury'
              : 'active',
    })),
  );
  const inserted = await db.insert(players).values(rows).returning();
  const [league] = await db
    .insert(fantasyLeagues)
    .values({ seasonId, name: 'Фэнтези 2026', isActive: true })
    .returning();
  const statuses = ['past', 'current', 'future'];
  const stages: SeededFantasy['stages'] = [];
  const matchIds = new Map<number, number[]>();
  for (const tour of [1, 2, 3]) {
    const start = now + (tour - 2) * 7 * DAY + DAY + HOUR;
    const closesAt = new Date(start - HOUR);
    const [stage] = await db
      .insert(fantasyStages)
      .values({
        leagueId: league!.id,
        name: `Тур ${tour}`,
        tour,
        status: statuses[tour - 1]!,
        startAt: new Date(start),
        stopAt: new Date(start + DAY),
        updateClosingAt: closesAt,
        maxPlayersFromTeamCount: 3,
        maxPlayersSubstitutionsCount: 2,
      })
      .returning();
    stages.push({ id: stage!.id, tour, closesAt });
    const pairs: [number, number][] =
      tour === 3
        ? [
            [0, 1],
            [2, 3],
          ]
        : [
            [0, 1],
            [2, 3],
            [4, 5],
          ].map(([a, b]) => (tour === 2 ? [a!, b!] : [b!, a!]));
    const played = tour === 1;
    const made = await db
      .insert(matches)
      .values(
        pairs.map(([h, g], i) => ({
          seasonId,
          tour,
          startsAt: new Date(start + i * HOUR),
          homeTeamId: clubIds[h]!,
          guestTeamId: clubIds[g]!,
          homeScore: played ? 2 : null,
          guestScore: played ? 1 : null,
          isFinished: played,
        })),
      )
      .returning();
    matchIds.set(
      tour,
      made.map((m) => m.id),
    );
  }
  return {
    seasonId,
    leagueId: league!.id,
    clubIds,
    players: inserted.map((p) => ({
      id: p.id,
      teamId: p.teamId!,
      fieldPosition: p.fieldPosition as FieldPosition,
      price: p.price,
      status: p.status,
      surname: p.surname,
    })),
    stages,
    matchIds,
  };
}

export type SquadItem = { player_id: number; position: 0 | 1; is_captain: 0 | 1 };

/**
 * A valid squad body: healthy players in the order given, at most `perClub`
 * from a club, stars left out (so the budget holds), the first starter captain.
 */
export function pickSquad(
  pool: SeededPlayer[],
  opts: { formation?: Formation; exclude?: number[]; perClub?: number; prefer?: number[] } = {},
): SquadItem[] {
  const formation = opts.formation ?? '4-4-2';
  const slots = squadSlotsByPosition(formation);
  const starters = startersByPosition(formation);
  const perClub = new Map<number, number>();
  const byPosition = new Map<FieldPosition, SeededPlayer[]>();
  const preferred = pool.filter((p) => opts.prefer?.includes(p.id));
  const ordered = [...preferred, ...pool.filter((p) => !opts.prefer?.includes(p.id))];
  for (const p of ordered) {
    if (opts.exclude?.includes(p.id) || p.status !== 'active' || p.price > 10) continue;
    const line = byPosition.get(p.fieldPosition) ?? [];
    if (line.length >= slots[p.fieldPosition] || (perClub.get(p.teamId) ?? 0) >= (opts.perClub ?? 3))
      continue;
    line.push(p);
    byPosition.set(p.fieldPosition, line);
    perClub.set(p.teamId, (perClub.get(p.teamId) ?? 0) + 1);
  }
  const items: SquadItem[] = [];
  for (const position of [1, 2, 3, 4] as FieldPosition[]) {
    (byPosition.get(position) ?? []).forEach((p, i) =>
      items.push({ player_id: p.id, position: i < starters[position] ? 1 : 0, is_captain: 0 }),
    );
  }
  items[0]!.is_captain = 1;
  return items;
}

export async function createFantasyTeam(db: Db, userId: number, leagueId: number, name = 'Тестовая команда') {
  const [team] = await db.insert(fantasyTeams).values({ userId, leagueId, name }).returning();
  return team!;
}

/** Stores a squad as the save would (for earlier, closed stages). */
export async function storeSquad(
  db: Db,
  opts: {
    fantasyTeamId: number;
    stageId: number;
    items: SquadItem[];
    scheme?: string;
    substitutions?: number;
  },
) {
  const [squad] = await db
    .insert(squads)
    .values({
      fantasyTeamId: opts.fantasyTeamId,
      stageId: opts.stageId,
      scheme: opts.scheme ?? '4-4-2',
      cost: 90,
      substitutionsCount: opts.substitutions ?? 0,
    })
    .returning();
  await db.insert(squadPlayers).values(
    opts.items.map((i) => ({
      squadId: squad!.id,
      playerId: i.player_id,
      position: i.position,
      isCaptain: i.is_captain === 1,
    })),
  );
  return squad!;
}

export const mySquadUrl = (stageId: number) => `/v1/stages/${stageId}/my-squad/`;
