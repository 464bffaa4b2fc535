import type { FantasyMatch, FantasyStage, MySquad } from '@mliga/contract';
import { DEFAULT_FORMATION, formatDateTime, isFormation, type Formation } from '@mliga/domain';
import type { Db } from '../../../db/connect.ts';
import type { AuthUser } from '../../../http/auth.ts';
import { notFound } from '../../../http/errors.ts';
import { presentMatch } from '../matches.presenter.ts';
import { findTourMatches, rivalsOf } from '../matches.queries.ts';
import { loadPlayerCards } from '../players/player-cards.ts';
import { presentSquadEntries } from './squad.presenter.ts';
import { findPointsCorrections, findPreviousSquad, findSquad, type StoredSquad } from './squad.queries.ts';
import { presentFantasyStage } from '../stage.presenter.ts';
import {
  findLeague,
  findLeagueStages,
  findStageContext,
  findTeamOfUser,
  findTeamPointsByStage,
  type StageContext,
} from '../stages.queries.ts';

export async function stageOrNotFound(db: Db, stageId: number): Promise<StageContext> {
  const context = await findStageContext(db, stageId);
  if (!context) throw notFound();
  return context;
}

export const formationOf = (scheme: string | undefined): Formation =>
  scheme && isFormation(scheme) ? scheme : DEFAULT_FORMATION;

/** The team's squad for the stage and the squad its substitutions count against. */
export async function findSquadsOfStage(
  db: Db,
  context: StageContext,
  fantasyTeamId: number,
): Promise<{ saved: StoredSquad | null; previous: StoredSquad | null }> {
  const [saved, previous] = await Promise.all([
    findSquad(db, fantasyTeamId, context.stage.id),
    findPreviousSquad(db, {
      fantasyTeamId,
      leagueId: context.league.id,
      tour: context.stage.tour,
    }),
  ]);
  return { saved, previous };
}

/** The squad entries as spec 2 §3 shows them, each player with his opponent in this stage. */
export async function presentStageSquad(db: Db, context: StageContext, entries: StoredSquad['entries']) {
  const rivals = rivalsOf(await findTourMatches(db, context.league.seasonId, context.stage.tour));
  const cards = await loadPlayerCards(db, {
    leagueId: context.league.id,
    playerIds: entries.map((e) => e.playerId),
    rivals,
  });
  return presentSquadEntries(entries, cards);
}

/**
 * GET my-squad: the squad saved for the stage, else the previous stage's
 * squad carried over (no substitutions made, no points yet), else an empty one.
 */
export async function getMySquad(db: Db, user: AuthUser, stageId: number, now: Date): Promise<MySquad> {
  const context = await stageOrNotFound(db, stageId);
  const team = await findTeamOfUser(db, user.id, context.league.id);
  const { saved, previous } = team
    ? await findSquadsOfStage(db, context, team.id)
    : { saved: null, previous: null };
  const shown: StoredSquad | null = saved ?? (previous && carriedOver(previous));
  const [squad, points, corrections] = await Promise.all([
    presentStageSquad(db, context, shown?.entries ?? []),
    team ? findTeamPointsByStage(db, team.id, [context.stage.id]) : new Map<number, number>(),
    saved
      ? findPointsCorrections(
          db,
          context.stage.id,
          saved.entries.map((e) => e.playerId),
        )
      : [],
  ]);
  return {
    squad,
    stage: presentFantasyStage(context.stage, context.league, points.get(context.stage.id) ?? null, now),
    schema: formationOf(shown?.scheme),
    made_substitutions_count: saved?.substitutionsCount ?? 0,
    live_points: saved?.livePoints ?? null,
    corrections: corrections.map((c) => ({
      player_id: c.playerId,
      player: `${c.surname} ${c.name}`,
      old_points: c.oldPoints,
      new_points: c.newPoints,
      date: formatDateTime(c.createdAt),
    })),
    previous_player_ids: previous ? previous.entries.map((e) => e.playerId) : null,
  };
}

export const carriedOver = (previous: StoredSquad): StoredSquad => ({
  ...previous,
  substitutionsCount: 0,
  entries: previous.entries.map((e) => ({ ...e, points: null, substitutePlayerId: null })),
  livePoints: null,
});

/** GET /leagues/{id}/stages/: every stage in tour order with the user's points. */
export async function getLeagueStages(
  db: Db,
  leagueId: number,
  userId: number | null,
  now: Date,
): Promise<{ stages: FantasyStage[] }> {
  const league = await findLeague(db, leagueId);
  if (!league) throw notFound();
  const [stages, team] = await Promise.all([
    findLeagueStages(db, league.id),
    userId === null ? null : findTeamOfUser(db, userId, league.id),
  ]);
  const points = team
    ? await findTeamPointsByStage(
        db,
        team.id,
        stages.map((s) => s.id),
      )
    : new Map<number, number>();
  return {
    stages: stages.map((stage) => presentFantasyStage(stage, league, points.get(stage.id) ?? null, now)),
  };
}

/** GET /stages/{id}/matches/: the real matches of the stage's tour. */
export async function getStageMatches(db: Db, stageId: number): Promise<{ matches: FantasyMatch[] }> {
  const { stage, league } = await stageOrNotFound(db, stageId);
  const rows = await findTourMatches(db, league.seasonId, stage.tour);
  const champ = { id: league.seasonId, name: league.seasonName };
  return { matches: rows.map((row) => presentMatch(row, champ)) };
}
