import type { Db } from '../../src/db/connect.ts';
import { champMembers, champRating, champs } from '../../src/db/schema/index.ts';
import { createFantasyTeam } from './fantasy.ts';
import { createUser } from '../helpers/test-app.ts';

export type Player = Awaited<ReturnType<typeof createUser>> & { teamId: number; teamName: string };

/** A signed-in user with a fantasy team in the league. */
export async function createPlayer(db: Db, login: string, leagueId: number, teamName = `Команда ${login}`) {
  const u = await createUser(db, login);
  const team = await createFantasyTeam(db, u.user.id, leagueId, teamName);
  return { ...u, teamId: team.id, teamName: team.name } satisfies Player;
}

/** The season's general fantasy rating (the scoring job fills it). */
export async function createGeneralChamp(db: Db, seasonId: number) {
  const [champ] = await db
    .insert(champs)
    .values({ seasonId, game: 'fantasy', type: 'general', name: 'Общий рейтинг', status: 'started' })
    .returning();
  return champ!;
}

/** Rated teams of the general rating, as the scoring job would leave them (places shared on equal points). */
export async function rateTeams(db: Db, champId: number, points: { teamId: number; points: number }[]) {
  const sorted = [...points].sort((a, b) => b.points - a.points);
  await db.insert(champRating).values(
    sorted.map((p) => ({
      champId,
      fantasyTeamId: p.teamId,
      points: p.points,
      place: 1 + sorted.filter((q) => q.points > p.points).length,
    })),
  );
}

/** A recruiting H2H tournament with these teams already in it. */
export async function createTournament(
  db: Db,
  opts: { seasonId: number; size: number; teamIds?: number[]; isPublic?: boolean; name?: string },
) {
  const teamIds = opts.teamIds ?? [];
  const [champ] = await db
    .insert(champs)
    .values({
      seasonId: opts.seasonId,
      game: 'fantasy',
      type: 'h2h',
      name: opts.name ?? `Турнир на ${opts.size}`,
      isPublic: opts.isPublic ?? true,
      size: opts.size,
      image: '/demo/h2h/cup.svg',
      imageWhite: '/demo/h2h/cup-white.svg',
      status: 'recruiting',
      membersCount: teamIds.length,
    })
    .returning();
  if (teamIds.length > 0) {
    await db.insert(champMembers).values(
      teamIds.map((fantasyTeamId, i) => ({
        champId: champ!.id,
        fantasyTeamId,
        seasonId: opts.seasonId,
        champType: 'h2h',
        joinedAt: new Date(Date.UTC(2026, 3, 1) + i * 60_000),
      })),
    );
  }
  return champ!;
}
