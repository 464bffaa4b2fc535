import type { LeagueStageEvent, LeagueStagePredictions, MemberPrediction } from '@mliga/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import type { AuthUser } from '../../http/auth.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { checkLeagueReader, findPrivateLeague, leagueMessages } from './league-access.ts';
import {
  findStageEvents,
  findStagePredictionsOf,
  findVariants,
  type PredictionRow,
  type StageEventRow,
  type VariantRow,
} from './predictions.queries.ts';
import { isStageClosed } from './predictions.service.ts';
import { findPredictorLeagueOfSeasonStage } from './stages.queries.ts';

type Member = { userId: number; login: string };

/** The members in the league's rating order (members without a row yet last). */
async function findMembers(db: Db, champId: number): Promise<Member[]> {
  const { rows } = await db.execute<{ user_id: number; login: string }>(sql`
    select m.user_id, u.login
    from predictor_league_members m
    join users u on u.id = m.user_id
    left join predictor_ratings r on r.champ_id = m.champ_id and r.user_id = m.user_id
    where m.champ_id = ${champId}
    order by r.place nulls last, m.user_id`);
  return rows.map((r) => ({ userId: r.user_id, login: r.login }));
}

const score = (h: number | null, g: number | null) => (h === null || g === null ? null : `${h}:${g}`);

function presentEvent(row: StageEventRow, variants: VariantRow[]): LeagueStageEvent {
  const { event, match, home, guest } = row;
  if (event.kind === 'match')
    return {
      id: event.id,
      kind: 'match',
      title: `${home?.name ?? ''} — ${guest?.name ?? ''}`,
      result: match?.isFinished ? score(match.homeScore, match.guestScore) : null,
    };
  const right =
    event.correctVariantId !== null
      ? (variants.find((v) => v.id === event.correctVariantId)?.name ?? null)
      : event.correctValue === null
        ? null
        : String(event.correctValue);
  return {
    id: event.id,
    kind: event.kind === 'winner' ? 'winner' : 'question',
    title: event.name ?? '',
    result: right,
  };
}

function presentPrediction(p: PredictionRow, variants: Map<number, string>): MemberPrediction {
  const value =
    score(p.homeScore, p.guestScore) ??
    (p.variantId !== null
      ? (variants.get(p.variantId) ?? '')
      : p.variantValue === null
        ? ''
        : String(p.variantValue));
  return { event_id: p.eventId, value, x2: p.isX2 && p.isX2Confirmed, points: p.points };
}

/**
 * GET /predictors/leagues/{champId}/stages/{stageId}/predictions/: every member's predictions of
 * the stage, to the league's members, once predictions are closed — never before (403).
 */
export async function getLeagueStagePredictions(
  db: Db,
  champId: number,
  stageId: number,
  user: AuthUser | null,
  now: Date,
): Promise<LeagueStagePredictions> {
  const league = await findPrivateLeague(db, champId);
  if (!league) throw notFound();
  await checkLeagueReader(db, champId, user, leagueMessages.predictionsMembersOnly);
  const stage = await findPredictorLeagueOfSeasonStage(db, league.seasonId, stageId);
  if (!stage) throw notFound();
  if (!isStageClosed(stage, now)) throw forbidden(leagueMessages.notClosed);

  const [events, members] = await Promise.all([findStageEvents(db, stage.id), findMembers(db, champId)]);
  const [variants, predictions] = await Promise.all([
    findVariants(
      db,
      events.map((e) => e.event.id),
    ),
    findStagePredictionsOf(
      db,
      members.map((m) => m.userId),
      stage,
    ),
  ]);
  const variantNames = new Map(variants.map((v) => [v.id, v.name]));
  const byUser = new Map<number, PredictionRow[]>();
  for (const p of predictions) byUser.set(p.userId, [...(byUser.get(p.userId) ?? []), p]);
  const order = new Map(events.map((e, i) => [e.event.id, i]));
  return {
    league: { id: league.id, name: league.name },
    stage: { id: stage.id, name: stage.name },
    events: events.map((e) =>
      presentEvent(
        e,
        variants.filter((v) => v.eventId === e.event.id),
      ),
    ),
    members: members.map((m) => {
      const own = (byUser.get(m.userId) ?? []).sort((a, b) => order.get(a.eventId)! - order.get(b.eventId)!);
      const known = own.filter((p) => p.points !== null);
      return {
        login: m.login,
        is_me: m.userId === user?.id,
        points: known.length === 0 ? null : known.reduce((sum, p) => sum + p.points!, 0),
        predictions: own.map((p) => presentPrediction(p, variantNames)),
      };
    }),
  };
}
