import type { FantasyStat, StatPlayerList } from '@mliga/contract';
import { plural, pluralForm, type PluralForms } from '@mliga/domain';
import type { Db } from '../../../db/connect.ts';
import { notFound } from '../../../http/errors.ts';
import { findLandingStage } from '../league.queries.ts';
import { findTourMatches, rivalsOf } from '../matches.queries.ts';
import { loadPlayerCards } from '../players/player-cards.ts';
import { findUserTeam } from '../rating/rating.queries.ts';
import { findScoredStagePoints, findTopCaptains, findTopPlayers, type TopListCode } from './stat.queries.ts';
import { findLeague, findTeamPointsByStage } from '../stages.queries.ts';

const POINTS: PluralForms = ['очко', 'очка', 'очков'];

/** '45,3' — one decimal at most, Russian decimal comma. */
const decimal = (n: number) => n.toLocaleString('ru-RU', { maximumFractionDigits: 1, useGrouping: false });

/** A fraction takes the genitive singular ('9,6 очка'); a whole number its plural form. */
const withUnit = (n: number, forms: PluralForms) =>
  Number.isInteger(n) ? `${decimal(n)} ${pluralForm(n, forms)}` : `${decimal(n)} ${forms[1]}`;

const LISTS: { code: TopListCode; title: string; desc: string; describe: (v: number) => string }[] = [
  {
    code: 'goals',
    title: 'Бомбардиры',
    desc: 'Больше всего голов за сезон',
    describe: (v) => plural(v, ['гол', 'гола', 'голов']),
  },
  {
    code: 'assists',
    title: 'Ассистенты',
    desc: 'Больше всего голевых передач за сезон',
    describe: (v) => plural(v, ['передача', 'передачи', 'передач']),
  },
  {
    code: 'points',
    title: 'Лучшие по очкам',
    desc: 'Больше всего очков фэнтези за сезон',
    describe: (v) => plural(v, POINTS),
  },
  {
    code: 'popularity',
    title: 'Самые популярные',
    desc: 'Чаще всего выбирают в составы текущего тура',
    describe: (v) => `${decimal(v)} % составов`,
  },
  {
    code: 'value',
    title: 'Лучшие по цене',
    desc: 'Больше всего очков сезона за каждую монету цены',
    describe: (v) => `${withUnit(v, POINTS)} за монету`,
  },
];

/**
 * GET /leagues/{leagueId}/stat/: team points per scored stage (the stored
 * average and best, and the user's own) and the top-player lists from the
 * stored season aggregates. Both are empty before the first scored stage.
 */
export async function getFantasyStat(db: Db, leagueId: number, userId: number | null): Promise<FantasyStat> {
  const league = await findLeague(db, leagueId);
  if (!league) throw notFound();
  const [stages, team] = await Promise.all([
    findScoredStagePoints(db, league.id),
    userId === null ? null : findUserTeam(db, userId, league.id),
  ]);
  if (stages.length === 0) return { points: [], players: [] };

  const [mine, tops, landing, captains] = await Promise.all([
    team
      ? findTeamPointsByStage(
          db,
          team.id,
          stages.map((s) => s.id),
        )
      : new Map<number, number>(),
    Promise.all(LISTS.map((list) => findTopPlayers(db, league.id, list.code))),
    findLandingStage(db, league.id),
    findTopCaptains(
      db,
      stages.map((s) => s.id),
    ),
  ]);
  const rivals = landing ? rivalsOf(await findTourMatches(db, league.seasonId, landing.tour)) : new Map();
  const cards = await loadPlayerCards(db, {
    leagueId: league.id,
    playerIds: tops.flat().map((t) => t.playerId),
    rivals,
  });
  const players: StatPlayerList[] = LISTS.map((list, i) => ({
    code: list.code,
    title: list.title,
    desc: list.desc,
    items: tops[i]!.flatMap(({ playerId, value }) => {
      const player = cards.get(playerId);
      const shown = Math.round(value * 10) / 10;
      return player ? [{ player, value: shown, value_desc: list.describe(shown) }] : [];
    }),
  }));
  return {
    points: stages.map((s) => ({
      stage: { id: s.id, name: s.name },
      avg: Math.round((s.avg ?? 0) * 10) / 10,
      max: s.max ?? 0,
      my: mine.get(s.id) ?? null,
      captain: captains.get(s.id) ?? null,
    })),
    players,
  };
}
