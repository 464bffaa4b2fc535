import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { PlayerStatLineInput } from '@mliga/contract';
import { STAT_LIMITS } from '@mliga/domain';
import { auditLog, matches, playerMatchStats } from '../src/db/schema/index.ts';
import { createUser } from './helpers/test-app.ts';
import {
  createFantasyTestApp,
  seedFantasy,
  type FantasyTestApp,
  type SeededFantasy,
} from './factories/fantasy.ts';
import { matchOf, playerOf, STAT_COLUMNS } from './factories/fantasy-scoring.ts';

type User = Awaited<ReturnType<typeof createUser>>;

const HEADER = ['match_id', 'player_id', ...STAT_COLUMNS].join(',');
const zeros = STAT_COLUMNS.map(() => 0);

describe('admin: per-player match statistics', () => {
  let t: FantasyTestApp;
  let seed: SeededFantasy;
  let admin: User;
  let player: User;
  let matchId: number;
  let otherMatchId: number;
  const home = (i: number) => playerOf(seed, 1, i).id;
  const guest = (i: number) => playerOf(seed, 0, i).id;

  beforeAll(async () => {
    t = await createFantasyTestApp();
    seed = await seedFantasy(t.db, { now: t.clock.now() });
    admin = await createUser(t.db, 'chief', { role: 'admin' });
    player = await createUser(t.db, 'fan');
    matchId = await matchOf(t.db, seed, 1, 0);
    otherMatchId = await matchOf(t.db, seed, 1, 2);
  });
  afterAll(() => t.close());

  const result = (id: number, payload: object, headers: Record<string, string> = admin.headers) =>
    t.app.inject({ method: 'POST', url: `/v1/admin/matches/${id}/result/`, payload, headers });
  const linesOf = async (id: number) =>
    t.db
      .select()
      .from(playerMatchStats)
      .where(eq(playerMatchStats.matchId, id))
      .orderBy(asc(playerMatchStats.playerId));
  const importCsv = (
    csv: string,
    opts: { dryRun?: boolean; json?: boolean; headers?: Record<string, string> } = {},
  ) =>
    opts.json
      ? t.app.inject({
          method: 'POST',
          url: '/v1/admin/player-stats/import/',
          payload: { csv, dry_run: opts.dryRun ?? false },
          headers: opts.headers ?? admin.headers,
        })
      : t.app.inject({
          method: 'POST',
          url: `/v1/admin/player-stats/import/${opts.dryRun ? '?dry_run=1' : ''}`,
          payload: csv,
          headers: { ...(opts.headers ?? admin.headers), 'content-type': 'text/csv' },
        });
  const row = (
    match: number,
    playerId: number,
    values: Partial<Record<(typeof STAT_COLUMNS)[number], number>>,
  ) => [match, playerId, ...STAT_COLUMNS.map((c) => values[c] ?? 0)].join(',');

  it('the contract allows the same ranges as the domain rules', () => {
    for (const column of STAT_COLUMNS) {
      const schema = PlayerStatLineInput.properties[column] as unknown as {
        minimum: number;
        maximum: number;
      };
      expect([column, schema.minimum, schema.maximum]).toEqual([column, ...STAT_LIMITS[column]]);
    }
  });

  describe('POST /admin/matches/{id}/result/ with stats', () => {
    it('asks for an admin', async () => {
      expect((await result(matchId, { home_score: 1, guest_score: 0, stats: [] }, {})).statusCode).toBe(401);
      expect(
        (await result(matchId, { home_score: 1, guest_score: 0, stats: [] }, player.headers)).statusCode,
      ).toBe(403);
    });

    it('stores the score and the lines, omitted figures as 0, with an audit row', async () => {
      const res = await result(matchId, {
        home_score: 2,
        guest_score: 1,
        stats: [
          { player_id: home(12), minutes: 90, goals_scored: 2, bonus: 3 },
          { player_id: home(0), minutes: 90, goals_conceded: 1, saves: 3 },
          { player_id: guest(0), minutes: 90, goals_conceded: 2 },
          { player_id: guest(7), minutes: 30, yellow_cards: 1 },
        ],
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({
        id: matchId,
        home_score: 2,
        guest_score: 1,
        is_finished: true,
        stats_count: 4,
      });
      const lines = await linesOf(matchId);
      expect(lines).toHaveLength(4);
      expect(lines.find((l) => l.playerId === home(12))).toMatchObject({
        teamId: seed.clubIds[1],
        minutes: 90,
        goals: 2,
        bonus: 3,
        assists: 0,
        cleanSheets: 0,
      });
      expect(lines.find((l) => l.playerId === guest(7))).toMatchObject({
        teamId: seed.clubIds[0],
        yellowCards: 1,
      });
      const audits = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'match.stats'), eq(auditLog.entityId, String(matchId))));
      expect(audits).toHaveLength(1);
      expect(audits[0]!.data).toMatchObject({ added: 4, changed: 0, removed: 0, unchanged: 0 });
    });

    it('replaces the previous lines; without stats they stay; [] removes them', async () => {
      const res = await result(matchId, {
        home_score: 2,
        guest_score: 1,
        stats: [{ player_id: home(12), minutes: 90, goals_scored: 1 }],
      });
      expect(res.json().data.stats_count).toBe(1);
      expect((await linesOf(matchId)).map((l) => [l.playerId, l.goals])).toEqual([[home(12), 1]]);
      const keep = await result(matchId, { home_score: 3, guest_score: 1 });
      expect(keep.json().data).not.toHaveProperty('stats_count');
      expect(await linesOf(matchId)).toHaveLength(1);
      await result(matchId, { home_score: 3, guest_score: 1, stats: [] });
      expect(await linesOf(matchId)).toHaveLength(0);
    });

    it('refuses a player of another club, twice the same player, broken rules — and writes nothing', async () => {
      const res = await result(matchId, {
        home_score: 5,
        guest_score: 5,
        stats: [
          { player_id: home(1), minutes: 90 },
          { player_id: playerOf(seed, 2, 3).id, minutes: 90 },
          { player_id: home(1), minutes: 10 },
          { player_id: home(2), minutes: 45, clean_sheets: 1 },
          { player_id: home(3), minutes: 0, goals_scored: 1 },
          { player_id: 999_999, minutes: 5 },
        ],
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual([
        {
          message: `Игрок ${playerOf(seed, 2, 3).id} не играет ни за одну из команд матча`,
          field: 'stats[1].player_id',
        },
        { message: `Игрок ${home(1)} указан в статистике матча дважды`, field: 'stats[2].player_id' },
        {
          message: 'Сухой матч засчитывается только при 60 минутах на поле и больше',
          field: 'stats[3].clean_sheets',
        },
        {
          message: 'Игрок не выходил на поле (0 минут): кроме карточек, показатели должны быть 0',
          field: 'stats[4].goals_scored',
        },
        { message: 'Игрок 999999 не найден', field: 'stats[5].player_id' },
      ]);
      const [match] = await t.db.select().from(matches).where(eq(matches.id, matchId));
      expect([match!.homeScore, match!.guestScore]).toEqual([3, 1]);
      expect(await linesOf(matchId)).toHaveLength(0);
    });

    it('refuses figures out of range with 400', async () => {
      const res = await result(matchId, {
        home_score: 1,
        guest_score: 0,
        stats: [{ player_id: home(1), minutes: 90, bonus: 4 }],
      });
      expect(res.statusCode).toBe(400);
    });
  });

  describe('POST /admin/player-stats/import/', () => {
    const goodFile = () =>
      [
        HEADER,
        row(matchId, home(12), { minutes: 90, goals_scored: 1, assists: 1 }),
        row(matchId, guest(0), { minutes: 90, saves: 6, goals_conceded: 1 }),
        row(otherMatchId, playerOf(seed, 2, 7).id, { minutes: 62, clean_sheets: 1 }),
        '',
      ].join('\r\n');

    it('asks for an admin', async () => {
      expect((await importCsv(goodFile(), { headers: {} })).statusCode).toBe(401);
      expect((await importCsv(goodFile(), { headers: player.headers })).statusCode).toBe(403);
    });

    it('a dry run answers what would change and writes nothing', async () => {
      const res = await importCsv(goodFile(), { dryRun: true });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('Файл проверен, статистика не сохранена');
      expect(res.json().data).toEqual({
        dry_run: true,
        rows: 3,
        added: 3,
        changed: 0,
        removed: 0,
        unchanged: 0,
        matches: [
          {
            match_id: Math.min(matchId, otherMatchId),
            added: matchId < otherMatchId ? 2 : 1,
            changed: 0,
            removed: 0,
            unchanged: 0,
          },
          {
            match_id: Math.max(matchId, otherMatchId),
            added: matchId < otherMatchId ? 1 : 2,
            changed: 0,
            removed: 0,
            unchanged: 0,
          },
        ],
        fantasy_stage_ids: [seed.stages[0]!.id],
      });
      expect(await linesOf(matchId)).toHaveLength(0);
      expect(await linesOf(otherMatchId)).toHaveLength(0);
    });

    it('imports a text/csv body, one audit row per match', async () => {
      const res = await importCsv(goodFile());
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('Статистика загружена');
      expect(res.json().data).toMatchObject({ dry_run: false, rows: 3, added: 3 });
      expect(
        (await linesOf(matchId)).map((l) => [l.playerId, l.minutes, l.goals, l.assists, l.saves]),
      ).toEqual(
        [
          [guest(0), 90, 0, 0, 6],
          [home(12), 90, 1, 1, 0],
        ].sort((a, b) => a[0]! - b[0]!),
      );
      expect(await linesOf(otherMatchId)).toMatchObject([{ minutes: 62, cleanSheets: 1 }]);
      const audits = await t.db
        .select()
        .from(auditLog)
        .where(
          and(
            eq(auditLog.action, 'player_stats.import'),
            inArray(auditLog.entityId, [String(matchId), String(otherMatchId)]),
          ),
        );
      expect(audits).toHaveLength(2);
      expect(audits.every((a) => a.userId === admin.user.id)).toBe(true);
    });

    it('a JSON {csv} body replaces each match’s lines with the file’s', async () => {
      const file = [
        HEADER,
        row(matchId, home(12), { minutes: 90, goals_scored: 2 }),
        row(matchId, home(13), { minutes: 20 }),
      ].join('\n');
      const dry = await importCsv(file, { json: true, dryRun: true });
      expect(dry.json().data).toMatchObject({
        dry_run: true,
        added: 1,
        changed: 1,
        removed: 1,
        unchanged: 0,
      });
      const res = await importCsv(file, { json: true });
      expect(res.statusCode).toBe(200);
      expect((await linesOf(matchId)).map((l) => [l.playerId, l.goals])).toEqual(
        [
          [home(12), 2],
          [home(13), 0],
        ].sort((a, b) => a[0]! - b[0]!),
      );
      // The other match was not in the file: its line stays.
      expect(await linesOf(otherMatchId)).toHaveLength(1);
      const again = await importCsv(file, { json: true, dryRun: true });
      expect(again.json().data).toMatchObject({ added: 0, changed: 0, removed: 0, unchanged: 2 });
    });

    it('refuses a file with errors whole, naming each line, and imports nothing', async () => {
      const file = [
        HEADER,
        row(otherMatchId, playerOf(seed, 2, 8).id, { minutes: 90 }), // valid, yet not imported
        row(otherMatchId, home(1), { minutes: 90 }), // line 3: not of the match's clubs
        row(999_999, home(1), { minutes: 90 }), // line 4: no such match
        row(otherMatchId, playerOf(seed, 2, 9).id, { minutes: 131 }), // line 5: minutes out of range
        `${otherMatchId},${playerOf(seed, 2, 10).id},90,1`, // line 6: too few values
        row(otherMatchId, playerOf(seed, 2, 8).id, { minutes: 10 }), // line 7: twice in the match
        row(otherMatchId, playerOf(seed, 2, 11).id, { minutes: 45, clean_sheets: 1 }), // line 8
        `${otherMatchId},abc,${zeros.join(',')}`, // line 9
      ].join('\n');
      const res = await importCsv(file);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual([
        {
          message: `Строка 3: игрок ${home(1)} не играет ни за одну из команд матча ${otherMatchId}`,
          field: 'csv',
        },
        { message: 'Строка 4: матч 999999 не найден', field: 'csv' },
        { message: 'Строка 5: «minutes» — целое число от 0 до 130', field: 'csv' },
        { message: 'Строка 6: ожидалось значений: 14, получено: 4', field: 'csv' },
        {
          message: `Строка 7: игрок ${playerOf(seed, 2, 8).id} в матче ${otherMatchId} уже есть в строке 2`,
          field: 'csv',
        },
        {
          message: 'Строка 8: Сухой матч засчитывается только при 60 минутах на поле и больше',
          field: 'csv',
        },
        { message: 'Строка 9: «player_id» — целое положительное число', field: 'csv' },
      ]);
      expect(res.json().message).toBe(res.json().errors[0].message);
      expect(await linesOf(otherMatchId)).toMatchObject([{ playerId: playerOf(seed, 2, 7).id, minutes: 62 }]);
    });

    it('refuses a header with an unknown, a missing or a repeated column, and an empty file', async () => {
      const header = HEADER.replace('goals_scored', 'goals') + ',minutes';
      const res = await importCsv(`${header}\n${row(matchId, home(12), { minutes: 90 })}`);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.map((e: { message: string }) => e.message)).toEqual([
        'Строка 1: неизвестный столбец «goals»',
        'Строка 1: столбец «minutes» указан дважды',
        'Строка 1: нет столбца «goals_scored»',
      ]);
      const empty = await importCsv(`${HEADER}\n\n`);
      expect(empty.statusCode).toBe(422);
      expect(empty.json().message).toBe(
        'Строка 1: Файл пуст: нужна строка заголовка и хотя бы одна строка данных',
      );
      const blank = await importCsv(' ', { json: true });
      expect(blank.statusCode).toBe(422);
    });
  });
});
