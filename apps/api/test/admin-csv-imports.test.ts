import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { auditLog, matchDetails, matches, players, seasonTeams, teams } from '../src/db/schema/index.ts';
import { tableChecksums } from './helpers/table-checksums.ts';
import { createTestApp, createUser, type TestApp } from './helpers/test-app.ts';

type User = Awaited<ReturnType<typeof createUser>>;
type Line = { line: number; label: string; status: string; id: number | null };

/**
 * The league data imports (issue 19 §2) from an empty database: clubs, then
 * players and fixtures that name those clubs. Natural keys: a club by its name,
 * a player by name + surname + club, a fixture by season + tour + home + away.
 */
describe('admin: CSV imports of clubs, players and fixtures', () => {
  let t: TestApp;
  let admin: User;
  let fan: User;
  let seasonId: number;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t.db, 'adm', { role: 'admin' });
    fan = await createUser(t.db, 'fan');
    const season = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/seasons/',
      payload: { name: 'Сезон 2026', year: '2026', is_current: true },
      headers: admin.headers,
    });
    expect(season.statusCode).toBe(200);
    seasonId = season.json().data.item.id;
    await t.app.inject({
      method: 'POST',
      url: '/v1/admin/venues/',
      payload: { name: 'Лужники', city: 'Москва' },
      headers: admin.headers,
    });
  });
  afterAll(() => t.close());

  const send = (
    kind: string,
    csv: string,
    opts: { dryRun?: boolean; text?: boolean; headers?: Record<string, string>; seasonId?: number } = {},
  ) =>
    opts.text
      ? t.app.inject({
          method: 'POST',
          url: `/v1/admin/imports/${kind}/${opts.dryRun ? '?dry_run=1' : ''}`,
          payload: csv,
          headers: { ...(opts.headers ?? admin.headers), 'content-type': 'text/csv' },
        })
      : t.app.inject({
          method: 'POST',
          url: `/v1/admin/imports/${kind}/`,
          payload: {
            csv,
            dry_run: opts.dryRun ?? false,
            ...(opts.seasonId ? { season_id: opts.seasonId } : {}),
          },
          headers: opts.headers ?? admin.headers,
        });
  const statuses = (body: { data: { lines: Line[] } }) => body.data.lines.map((l) => [l.line, l.status]);
  const errorsOf = (body: { errors: { message: string }[] }) => body.errors.map((e) => e.message);
  const importCount = async () =>
    (await t.db.select().from(auditLog)).filter((a) => a.action.endsWith('.import')).length;

  // BOM, `;` and Russian headers: what Excel writes with Russian settings.
  const CLUBS =
    '\uFEFFНазвание;Сокращение;Город\r\nСпартак;СПР;Москва\r\n"Динамо; Москва";ДИН;Москва\r\nЗенит;ЗЕН;\r\n';

  describe('clubs', () => {
    it('preview says what would be added and writes nothing', async () => {
      const before = await tableChecksums(t.db);
      const res = await send('clubs', CLUBS, { dryRun: true });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ dry_run: true, rows: 3, added: 3, changed: 0, unchanged: 0 });
      expect(statuses(res.json())).toEqual([
        [2, 'added'],
        [3, 'added'],
        [4, 'added'],
      ]);
      expect(await tableChecksums(t.db)).toEqual(before);
    });

    it('the import adds the clubs, audited; the same file again changes nothing', async () => {
      const res = await send('clubs', CLUBS);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ dry_run: false, added: 3 });
      const rows = await t.db.select().from(teams).orderBy(asc(teams.id));
      expect(rows.map((r) => [r.name, r.shortName, r.city])).toEqual([
        ['Спартак', 'СПР', 'Москва'],
        ['Динамо; Москва', 'ДИН', 'Москва'],
        ['Зенит', 'ЗЕН', null],
      ]);
      expect(rows[0]!.logo).toBe('/favicon.svg');
      expect(await importCount()).toBe(3);

      const before = await tableChecksums(t.db);
      const again = await send('clubs', CLUBS);
      expect(again.json().data).toMatchObject({ added: 0, changed: 0, unchanged: 3 });
      expect(await tableChecksums(t.db)).toEqual(before);
    });

    it('a changed row updates the club in place; English headers and `,` as well', async () => {
      const res = await send(
        'clubs',
        'name,short_name,city\nЗенит,ЗНТ,Санкт-Петербург\nСпартак,СПР,Москва\n',
        {
          text: true,
        },
      );
      expect(res.statusCode).toBe(200);
      expect(statuses(res.json())).toEqual([
        [2, 'changed'],
        [3, 'unchanged'],
      ]);
      const [zenit] = await t.db.select().from(teams).where(eq(teams.name, 'Зенит'));
      expect([zenit!.shortName, zenit!.city]).toEqual(['ЗНТ', 'Санкт-Петербург']);
      expect((await t.db.select().from(teams)).length).toBe(3);
    });

    it('bad files are refused whole with line numbers', async () => {
      const before = await tableChecksums(t.db);
      const broken = await send(
        'clubs',
        'Название;Город\nЦСКА;Москва\n"Ростов;Ростов\n;Казань\nЦСКА;Москва\n',
      );
      expect(broken.statusCode).toBe(422);
      expect(errorsOf(broken.json())).toEqual([
        'Строка 3: незакрытая кавычка',
        'Строка 4: «Название» — обязательное значение',
        'Строка 5: клуб «ЦСКА» уже есть в строке 2',
      ]);
      const header = await send('clubs', 'Клуб;Цвет\nЦСКА;красный\n');
      expect(header.statusCode).toBe(422);
      expect(errorsOf(header.json())).toEqual(['Строка 1: неизвестный столбец «Цвет»']);
      const cells = await send('clubs', 'Название;Город\nЦСКА;Москва;лишнее\n');
      expect(errorsOf(cells.json())).toEqual(['Строка 2: ожидалось значений: 2, получено: 3']);
      expect(await tableChecksums(t.db)).toEqual(before);
    });
  });

  describe('players', () => {
    const PLAYERS =
      'Имя;Фамилия;Позиция;Клуб;Цена;Статус\n' +
      'Иван;Петров;Вратарь;Спартак;5,5;В строю\n' +
      'Пётр;Иванов;НП;Зенит;9;\n' +
      'Олег;Сидоров;2;Динамо; Москва;6.5;Травма\n';
    // The club with `;` in its name needs quotes: this is the file as Excel writes it.
    const FILE = PLAYERS.replace('Динамо; Москва', '"Динамо; Москва"');

    it('preview, import, re-import, then a changed row updates in place', async () => {
      const before = await tableChecksums(t.db);
      const preview = await send('players', FILE, { dryRun: true, text: true });
      expect(preview.statusCode).toBe(200);
      expect(preview.json().data).toMatchObject({ added: 3, changed: 0, unchanged: 0 });
      expect(await tableChecksums(t.db)).toEqual(before);

      const res = await send('players', FILE);
      expect(res.statusCode).toBe(200);
      const rows = await t.db.select().from(players).orderBy(asc(players.id));
      expect(rows.map((p) => [p.name, p.surname, p.fieldPosition, p.price, p.status])).toEqual([
        ['Иван', 'Петров', 1, 5.5, 'active'],
        ['Пётр', 'Иванов', 4, 9, 'active'],
        ['Олег', 'Сидоров', 2, 6.5, 'injury'],
      ]);

      const same = await tableChecksums(t.db);
      const again = await send('players', FILE);
      expect(statuses(again.json())).toEqual([
        [2, 'unchanged'],
        [3, 'unchanged'],
        [4, 'unchanged'],
      ]);
      expect(await tableChecksums(t.db)).toEqual(same);

      const changed = await send(
        'players',
        'name,surname,position,club,price,status\nИван,Петров,GK,Спартак,6,injury\n',
      );
      expect(statuses(changed.json())).toEqual([[2, 'changed']]);
      const [ivan] = await t.db.select().from(players).where(eq(players.surname, 'Петров'));
      expect([ivan!.id, ivan!.price, ivan!.status]).toEqual([rows[0]!.id, 6, 'injury']);
      expect((await t.db.select().from(players)).length).toBe(3);
    });

    it('an unknown club, a bad position, a bad price, a bad status: each with its line', async () => {
      const before = await tableChecksums(t.db);
      const res = await send(
        'players',
        'Имя;Фамилия;Позиция;Клуб;Цена;Статус\n' +
          'Антон;Козлов;Вратарь;Ротор;5;\n' +
          'Антон;Козлов;Либеро;Спартак;5;\n' +
          'Антон;Козлов;Вратарь;Спартак;5,3;\n' +
          'Антон;Козлов;Вратарь;Спартак;0;\n' +
          'Антон;Козлов;Вратарь;Спартак;5;Отпуск\n' +
          'Антон;Козлов;Вратарь;Спартак;5\n' +
          'Борис;Орлов;Вратарь;Спартак;5;\n' +
          'Борис;Орлов;Защитник;Спартак;6;\n',
      );
      expect(res.statusCode).toBe(422);
      const errors = errorsOf(res.json());
      expect(errors[0]).toMatch(/^Строка 2: клуб «Ротор» не найден/);
      expect(errors[1]).toMatch(/^Строка 3: позиция «Либеро» неизвестна/);
      expect(errors[2]).toMatch(/^Строка 4: цена «5,3»/);
      expect(errors[3]).toMatch(/^Строка 5: цена «0»/);
      expect(errors[4]).toMatch(/^Строка 6: статус «Отпуск» неизвестен/);
      expect(errors[5]).toBe('Строка 7: ожидалось значений: 6, получено: 5');
      expect(errors[6]).toMatch(/^Строка 9: .+ уже есть в строке 8$/);
      expect(errors).toHaveLength(7);
      expect(await tableChecksums(t.db)).toEqual(before);
    });

    it('a missing column is named', async () => {
      const res = await send('players', 'Имя;Фамилия;Клуб;Цена\nА;Б;Спартак;5\n');
      expect(res.statusCode).toBe(422);
      expect(errorsOf(res.json())).toEqual(['Строка 1: нет столбца «Позиция»']);
    });
  });

  describe('fixtures', () => {
    const FIXTURES =
      '\uFEFFТур;Начало;Хозяева;Гости;Стадион\n' +
      '1;05.09.2026 19:30;Спартак;Зенит;Лужники\n' +
      '1;2026-09-06 15:00;"Динамо; Москва";Спартак;\n';

    it('preview, import in Moscow time, re-import, a changed kick-off updates in place', async () => {
      const before = await tableChecksums(t.db);
      const preview = await send('fixtures', FIXTURES, { dryRun: true });
      expect(preview.statusCode).toBe(200);
      expect(preview.json().data).toMatchObject({ added: 2 });
      expect(await tableChecksums(t.db)).toEqual(before);

      const res = await send('fixtures', FIXTURES);
      expect(res.statusCode).toBe(200);
      const rows = await t.db.select().from(matches).orderBy(asc(matches.id));
      expect(rows.map((m) => [m.seasonId, m.tour, m.startsAt.toISOString()])).toEqual([
        [seasonId, 1, '2026-09-05T16:30:00.000Z'],
        [seasonId, 1, '2026-09-06T12:00:00.000Z'],
      ]);
      const [details] = await t.db.select().from(matchDetails).where(eq(matchDetails.matchId, rows[0]!.id));
      expect(details!.venueId).not.toBeNull();
      expect((await t.db.select().from(seasonTeams)).length).toBe(3);

      const same = await tableChecksums(t.db);
      const again = await send('fixtures', FIXTURES, { text: true });
      expect(again.json().data).toMatchObject({ added: 0, changed: 0, unchanged: 2 });
      expect(await tableChecksums(t.db)).toEqual(same);

      const moved = await send('fixtures', 'tour,starts_at,home,away\n1,05.09.2026 20:00,Спартак,Зенит\n', {
        seasonId,
      });
      expect(statuses(moved.json())).toEqual([[2, 'changed']]);
      const [match] = await t.db.select().from(matches).where(eq(matches.id, rows[0]!.id));
      expect(match!.startsAt.toISOString()).toBe('2026-09-05T17:00:00.000Z');
      expect((await t.db.select().from(matches)).length).toBe(2);
    });

    it('a bad date, a bad tour, an unknown club or stadium, a club against itself: each with its line', async () => {
      const before = await tableChecksums(t.db);
      const res = await send(
        'fixtures',
        'Тур;Начало;Хозяева;Гости;Стадион\n' +
          '2;31.02.2026 19:00;Спартак;Зенит;\n' +
          '0;01.10.2026 19:00;Спартак;Зенит;\n' +
          '2;01.10.2026 19:00;Ротор;Зенит;\n' +
          '2;01.10.2026 19:00;Спартак;Спартак;\n' +
          '2;01.10.2026 19:00;Спартак;Зенит;Арена\n' +
          '3;02.10.2026 19:00;Зенит;Спартак;\n' +
          '3;03.10.2026 19:00;Зенит;Спартак;\n',
      );
      expect(res.statusCode).toBe(422);
      const errors = errorsOf(res.json());
      expect(errors[0]).toMatch(/^Строка 2: дата «31\.02\.2026 19:00»/);
      expect(errors[1]).toMatch(/^Строка 3: тур «0»/);
      expect(errors[2]).toMatch(/^Строка 4: клуб «Ротор» не найден/);
      expect(errors[3]).toBe('Строка 5: команда не может играть сама с собой');
      expect(errors[4]).toMatch(/^Строка 6: стадион «Арена» не найден/);
      expect(errors[5]).toMatch(/^Строка 8: .+ уже есть в строке 7$/);
      expect(errors).toHaveLength(6);
      expect(await tableChecksums(t.db)).toEqual(before);
    });

    it('a season that does not exist is a 422', async () => {
      const res = await send('fixtures', FIXTURES, { seasonId: 999999 });
      expect(res.statusCode).toBe(422);
    });
  });

  it('every import is refused without an admin and with an empty body', async () => {
    for (const kind of ['clubs', 'players', 'fixtures']) {
      expect((await send(kind, CLUBS, { headers: {} })).statusCode).toBe(401);
      expect((await send(kind, CLUBS, { headers: fan.headers })).statusCode).toBe(403);
      expect((await send(kind, '')).statusCode).toBe(400);
      const empty = await send(kind, '\uFEFF\n\n');
      expect(empty.statusCode).toBe(422);
      expect(errorsOf(empty.json())[0]).toMatch(/^Строка 1: Файл пуст/);
    }
  });
});
