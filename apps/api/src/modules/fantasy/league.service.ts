import type { ActiveLeague, ChampInfo } from '@mliga/contract';
import type { PublicReadCache } from '../../http/cache/public-read-cache.ts';
import { serializedPage, type SerializedPage } from '../../http/cache/serialized-page.ts';
import type { Db } from '../../db/connect.ts';
import { findTeamPlace } from './rating/champ-access.ts';
import {
  findActiveLeague,
  findLandingStage,
  findReaderFigures,
  findTeamStagePoints,
} from './league.queries.ts';
import { findGeneralChampOfLeague } from './rating/rating.queries.ts';
import { findTeamOfUser } from './stages.queries.ts';
import { presentFantasyStage } from './stage.presenter.ts';

/** The season's fantasy rating with the team's stored place in it (null when not rated yet). */
async function getGeneralChamp(db: Db, leagueId: number, teamId: number | null): Promise<ChampInfo | null> {
  const champ = await findGeneralChampOfLeague(db, leagueId);
  if (!champ) return null;
  const place = teamId === null ? null : await findTeamPlace(db, champ.id, teamId);
  return { id: champ.id, name: champ.name, type: 'general', place };
}

const noLeague: ActiveLeague = { league: null, stage: null, champ: null };

export async function getActiveLeague(
  db: Db,
  userId: number | null,
  now = new Date(),
): Promise<ActiveLeague> {
  const league = await findActiveLeague(db);
  if (!league) return noLeague;
  const [stage, team] = await Promise.all([
    findLandingStage(db, league.id),
    userId === null ? null : findTeamOfUser(db, userId, league.id),
  ]);
  const [userPoints, champ] = await Promise.all([
    stage && team ? findTeamStagePoints(db, team.id, stage.id) : null,
    getGeneralChamp(db, league.id, team?.id ?? null),
  ]);
  return {
    league: { id: league.id, name: league.name },
    stage: stage ? presentFantasyStage(stage, league, userPoints, now) : null,
    champ,
  };
}

/**
 * GET /leagues/active/ (issue 25 §3), as the answer's JSON (`serialize` makes it of an answer): the
 * visitors' shared copy, kept with its JSON, with a signed-in reader's points in its stage and
 * place in its rating read by one statement and kept as long as the copy.
 */
export async function readActiveLeague(
  publicReads: PublicReadCache,
  where: { url: string; userId: number | null },
  serialize: (answer: ActiveLeague) => string,
): Promise<Buffer> {
  const { url, userId } = where;
  const kept = await publicReads.read(url, async (from): Promise<SerializedPage<ActiveLeague>> => {
    return serializedPage(await getActiveLeague(from, null), serialize);
  });
  const { page } = kept;
  if (userId === null || !page.league) return kept.bytes;
  const figures = {
    userId,
    leagueId: page.league.id,
    stageId: page.stage?.id ?? null,
    champId: page.champ?.id ?? null,
  };
  const mine = await publicReads.readOwn(
    `active:${figures.leagueId}:${figures.stageId}:${figures.champId}:${userId}`,
    (from) => findReaderFigures(from, figures),
  );
  // Without a team the reader's answer is the visitors' (no points, no place).
  if (!mine) return kept.bytes;
  let byPage = readerAnswers.get(mine);
  if (!byPage) readerAnswers.set(mine, (byPage = new WeakMap()));
  let answer = byPage.get(kept);
  if (!answer) {
    const stage = page.stage && { ...page.stage, user_points: mine.stagePoints };
    const champ = page.champ && { ...page.champ, place: mine.place };
    byPage.set(kept, (answer = Buffer.from(serialize({ ...page, stage, champ }))));
  }
  return answer;
}

/** A reader's answer, made once for a kept copy and their kept figures. */
const readerAnswers = new WeakMap<object, WeakMap<object, Buffer>>();
