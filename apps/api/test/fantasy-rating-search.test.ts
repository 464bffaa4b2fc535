import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FantasyRating } from '@mliga/contract';
import { createTestApp, createUser, type TestApp } from './helpers/test-app.ts';

/**
 * The rating's search by any word of a team name (issue 20): the search begins where a word of the
 * name may begin (the start of the name, or right after a character that is not a letter or
 * digit), in any case and literally. Before, only the start of the whole name matched («Утки» did
 * not find «Огненные Утки»).
 */
const NAMES = [
  'Огненные Утки',
  'Прибаутки',
  'ФК «Утки»',
  'Утки-2',
  'Синие Волки Севера',
  'ЗЕЛЁНЫЕ ЁЖИКИ',
  '100% Успех',
  '1000 Успехов',
  'Сто_процентов',
  'Сто процентов',
  'Д.Н.К.',
  'Дон',
  // Places 13 to 34: enough for two pages of a search.
  ...Array.from({ length: 22 }, (_, i) => `Команда ${30 + i}`),
];
const FILLERS = NAMES.filter((name) => name.startsWith('Команда'));

describe('fantasy rating: search by any word of the team name', () => {
  let t: TestApp;
  let champId: number;
  /** Team id by name; the teams' places follow NAMES (the first is first). */
  const ids = new Map<string, number>();
  let ownerHeaders: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    const one = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
      (await t.db.execute<T>(query)).rows[0]!;
    const { id: seasonId } = await one<{ id: number }>(
      sql`insert into seasons (name, year, is_current) values ('Сезон поиска', '2026', true) returning id`,
    );
    const { id: leagueId } = await one<{ id: number }>(
      sql`insert into fantasy_leagues (season_id, name, is_active) values (${seasonId}, 'Фэнтези', true) returning id`,
    );
    ({ id: champId } = await one<{ id: number }>(sql`
      insert into champs (season_id, game, type, name, status, members_count)
      values (${seasonId}, 'fantasy', 'general', 'Общий рейтинг', 'started', ${NAMES.length}) returning id`));
    for (const [i, name] of NAMES.entries()) {
      const { user, headers } = await createUser(t.db, `searcher${i}`);
      if (name === 'Синие Волки Севера') ownerHeaders = headers;
      const { id } = await one<{ id: number }>(sql`
        insert into fantasy_teams (user_id, league_id, name, moderation_status)
        values (${user.id}, ${leagueId}, ${name}, 1) returning id`);
      ids.set(name, id);
      await t.db.execute(sql`
        insert into champ_rating (champ_id, fantasy_team_id, points, place)
        values (${champId}, ${id}, ${100 - i}, ${i + 1})`);
    }
  }, 60_000);
  afterAll(() => t?.close());

  const search = async (name: string, query = '', headers: Record<string, string> = {}) => {
    const res = await t.app.inject({
      url: `/v1/champs/${champId}/rating/?name=${encodeURIComponent(name)}${query}`,
      headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as FantasyRating;
  };
  /** The names found, in the rating's order. */
  const found = async (name: string) => (await search(name)).rating.map((r) => r.team.name);

  it('finds a team by a later word of its name, not inside a word', async () => {
    expect(await found('Утки')).toEqual(['Огненные Утки', 'ФК «Утки»', 'Утки-2']);
    expect(await found('волки')).toEqual(['Синие Волки Севера']);
    expect(await found('севера')).toEqual(['Синие Волки Севера']);
    // Several words: from the start of a word on, as typed (spaces trimmed and collapsed).
    expect(await found('  огненные   ут ')).toEqual(['Огненные Утки']);
    expect(await found('волки сев')).toEqual(['Синие Волки Севера']);
    expect(await found('ненные утки')).toEqual([]);
    expect(await found('олки')).toEqual([]);
    expect(await found('баутки')).toEqual([]);
    // The start of the whole name still matches.
    expect(await found('Приба')).toEqual(['Прибаутки']);
    expect(await found('2')).toEqual(['Утки-2']);
  });

  it('ignores case in Cyrillic, ё included', async () => {
    expect(await found('УТКИ')).toEqual(['Огненные Утки', 'ФК «Утки»', 'Утки-2']);
    expect(await found('уТкИ')).toEqual(['Огненные Утки', 'ФК «Утки»', 'Утки-2']);
    expect(await found('ёжики')).toEqual(['ЗЕЛЁНЫЕ ЁЖИКИ']);
    expect(await found('зелёные Ё')).toEqual(['ЗЕЛЁНЫЕ ЁЖИКИ']);
  });

  it('takes %, _ and regular-expression characters literally', async () => {
    expect(await found('100%')).toEqual(['100% Успех']);
    expect(await found('100')).toEqual(['100% Успех', '1000 Успехов']);
    expect(await found('сто_')).toEqual(['Сто_процентов']);
    expect(await found('сто ')).toEqual(['Сто_процентов', 'Сто процентов']); // trimmed to «сто»
    expect(await found('сто п')).toEqual(['Сто процентов']);
    expect(await found('д.н')).toEqual(['Д.Н.К.']);
    expect(await found('(')).toEqual([]);
    // Any character may begin the search, by the same rule: «%» follows a digit in «100% Успех».
    expect(await found('%')).toEqual([]);
    expect(await found('_')).toEqual([]);
    expect(await found('«')).toEqual(['ФК «Утки»']);
    expect(await found('«утки»')).toEqual(['ФК «Утки»']);
  });

  it('finds one- and two-letter word starts', async () => {
    expect(await found('у')).toEqual(['Огненные Утки', 'ФК «Утки»', 'Утки-2', '100% Успех', '1000 Успехов']);
    expect(await found('ус')).toEqual(['100% Успех', '1000 Успехов']);
    expect(await found('к')).toEqual(['Д.Н.К.', ...FILLERS.slice(0, 19)]);
  });

  it('follows a renamed team and counts a team matched twice once', async () => {
    const id = ids.get('Дон')!;
    await t.db.execute(sql`update fantasy_teams set name = 'Утки Утки' where id = ${id}`);
    try {
      const ducks = await search('утки');
      expect(ducks.rating.map((r) => r.team.name)).toEqual([
        'Огненные Утки',
        'ФК «Утки»',
        'Утки-2',
        'Утки Утки',
      ]);
      expect(ducks.pagination.total).toBe(4);
      expect(await found('дон')).toEqual([]);
    } finally {
      await t.db.execute(sql`update fantasy_teams set name = 'Дон' where id = ${id}`);
    }
    expect(await found('дон')).toEqual(['Дон']);
    expect(await found('утки утки')).toEqual([]);
  });

  it('pages and counts the matches and keeps the own row', async () => {
    const matches = ['Д.Н.К.', ...FILLERS];
    const best = await search('к', '', ownerHeaders);
    expect(best.rating.map((r) => r.team.name)).toEqual(matches.slice(0, 20));
    expect(best.rating.map((r) => r.place)).toEqual(matches.slice(0, 20).map((n) => NAMES.indexOf(n) + 1));
    expect(best.pagination).toEqual({ pageNumber: 1, pageSize: 20, pageCount: 2, total: 23 });
    expect(best.auth_user_rating?.team.id).toBe(ids.get('Синие Волки Севера'));
    expect(best.auth_user_rating?.place).toBe(5);
    expect((await search('к', '&p=2')).rating.map((r) => r.team.name)).toEqual(matches.slice(20));
    // Worst first: the reversed order of the matches.
    const worst = await search('к', '&sort=place&p=2');
    expect(worst.rating.map((r) => r.team.name)).toEqual(matches.slice(0, 3).reverse());
  });
});
