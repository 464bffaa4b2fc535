import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { PASSWORD } from './support/game-session.ts';
import { collectErrors } from './support/page-checks.ts';
import { dismissPopups } from './support/popups.ts';

/**
 * A real league's first season on an EMPTY database (the second server of playwright.config.ts,
 * DEMO=0), run through the screens alone: the back office at /admin/ for the league's admin on a
 * desktop, the web app for a fan on a phone. The admin creates the season and both games' leagues,
 * loads clubs, players and fixtures from CSV files, builds the first predictor and fantasy tours;
 * the fan registers, predicts and builds a squad; the admin closes the tours, enters the results
 * and statistics, answers the question and scores both tours; the fan sees points, place and rating.
 */

const EMPTY_PORT = process.env.E2E_EMPTY_PORT;
if (!EMPTY_PORT) throw new Error('E2E_EMPTY_PORT is not set (see e2e/playwright.config.ts)');
const BASE_URL = `http://127.0.0.1:${EMPTY_PORT}`;
// One long test: an action that cannot happen fails within seconds, not at the end of the test's time.
test.use({ baseURL: BASE_URL, actionTimeout: 15_000 });

const ADMIN = { login: 'e2e_league_admin', password: 'E2eLeague12345' };
const SEASON = { name: 'Медиалига 2026', year: '2026' };
const PREDICTOR_LEAGUE = 'Прогнозы 2026';
const FANTASY_LEAGUE = 'Фэнтези 2026';
const VENUE = { name: 'Стадион «Олимп»', city: 'Москва', address: 'ул. Спортивная, 1' };

// ---------------------------------------------------------------- the league's data

const CLUBS = [
  { name: 'Северный Ветер', short: 'СВЕ', city: 'Мурманск' },
  { name: 'Речной Порт', short: 'РЕП', city: 'Самара' },
  { name: 'Лесная Поляна', short: 'ЛЕС', city: 'Вологда' },
  { name: 'Горный Орёл', short: 'ГОР', city: 'Пятигорск' },
  { name: 'Морской Бриз', short: 'МОР', city: 'Сочи' },
  { name: 'Степной Волк', short: 'СТЕ', city: 'Оренбург' },
] as const;

/** Every club's roster: a goalkeeper, two defenders, two midfielders, a forward (position, price). */
const ROSTER = [
  ['Вратарь', 4.5],
  ['Защитник', 5],
  ['Защитник', 5.5],
  ['Полузащитник', 6],
  ['Полузащитник', 7.5],
  ['Нападающий', 9],
] as const;

const FIRST_NAMES = ['Иван', 'Пётр', 'Олег', 'Егор', 'Лев', 'Марк'];
const SURNAMES = [
  ['Абрамов', 'Белов', 'Волков', 'Галкин', 'Дронов', 'Ершов'],
  ['Жуков', 'Зайцев', 'Ильин', 'Карпов', 'Лаптев', 'Мухин'],
  ['Носов', 'Орлов', 'Панов', 'Рыбин', 'Савин', 'Титов'],
  ['Уткин', 'Фомин', 'Хохлов', 'Цветков', 'Чернов', 'Шубин'],
  ['Щукин', 'Юдин', 'Яшин', 'Агеев', 'Быков', 'Вешняков'],
  ['Гусев', 'Дьячков', 'Ефимов', 'Жаров', 'Зуев', 'Исаев'],
];

type Player = { club: number; role: number; name: string; surname: string; position: string; price: number };

const PLAYERS: Player[] = CLUBS.flatMap((_, club) =>
  ROSTER.map(([position, price], role) => ({
    club,
    role,
    name: FIRST_NAMES[role]!,
    surname: SURNAMES[club]![role]!,
    position,
    price,
  })),
);
const player = (club: number, role: number) => PLAYERS.find((p) => p.club === club && p.role === role)!;
/** As the back office's result form and the fantasy market and pitch name a player. */
const fio = (p: Player) => `${p.surname} ${p.name}`;

/** Tour 1: every club plays once. */
const FIXTURES = [
  { home: 0, away: 1, result: [1, 0] },
  { home: 2, away: 3, result: [0, 0] },
  { home: 4, away: 5, result: [0, 0] },
] as const;
const clubName = (club: number) => CLUBS[club]!.name;

/** The fan's predictions: exact (5), a draw for a draw (3), a miss (0). */
const PREDICTIONS = [
  [1, 0],
  [1, 1],
  [2, 1],
] as const;
const QUESTION = {
  text: `Кто победит в матче «${clubName(0)}» — «${clubName(1)}»?`,
  variants: [clubName(0), 'Ничья', clubName(1)],
  points: 3,
} as const;
const PREDICTOR_POINTS = 5 + 3 + 0 + QUESTION.points;

/**
 * The fan's fifteen in the default 4-4-2 (the eleven and a bench of one per position: 2 GK, 5 DEF,
 * 5 MID, 3 FWD), never more than 3 of a club. The first ones added of a position start; the captain
 * is the forward of the first club, added first of the forwards, who scores the only goal.
 */
const SQUAD = [
  player(0, 0),
  player(1, 0),
  ...[0, 1, 2, 3, 4].map((club) => player(club, 1)),
  ...[1, 2, 3, 4, 5].map((club) => player(club, 3)),
  ...[0, 2, 3].map((club) => player(club, 5)),
];
const CAPTAIN = player(0, 5);
const SQUAD_COST = SQUAD.reduce((sum, p) => sum + p.price, 0);
/**
 * Every player of every match plays 90 minutes (2 points); the captain's goal is 4 more, doubled.
 * Eleven starters, plus a point for each whole coin left of the 100.
 */
const FANTASY_POINTS = 10 * 2 + (2 + 4) * 2 + Math.floor(100 - SQUAD_COST);

// ---------------------------------------------------------------- CSV files

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);
const price = (value: number) => String(value).replace('.', ',');

/** Excel's "CSV UTF-8": a BOM, ';' and Russian headers. */
const clubsCsv = () =>
  Buffer.concat([
    BOM,
    Buffer.from(
      ['Название;Сокращение;Город', ...CLUBS.map((c) => `${c.name};${c.short};${c.city}`)].join('\r\n'),
      'utf8',
    ),
  ]);

const playersCsv = () =>
  Buffer.from(
    [
      'Имя;Фамилия;Позиция;Клуб;Цена;Статус',
      ...PLAYERS.map(
        (p) => `${p.name};${p.surname};${p.position};${clubName(p.club)};${price(p.price)};В строю`,
      ),
    ].join('\n'),
    'utf8',
  );

/** ',' and English headers; kick-offs in Moscow time. */
const fixturesCsv = (kickOffs: string[]) =>
  Buffer.from(
    [
      'tour,starts_at,home,away,venue',
      ...FIXTURES.map(
        (f, i) => `1,${kickOffs[i]},${clubName(f.home)},${clubName(f.away)},${i === 0 ? VENUE.name : ''}`,
      ),
    ].join('\n'),
    'utf8',
  );

// ---------------------------------------------------------------- Moscow time

/** A moment as the back office's inputs (YYYY-MM-DDTHH:mm) and the CSV (DD.MM.YYYY HH:mm) write it in Moscow. */
function moscow(at: Date) {
  const wall = new Date(at.getTime() + 3 * 3_600_000);
  const two = (n: number) => String(n).padStart(2, '0');
  const [y, m, d] = [wall.getUTCFullYear(), two(wall.getUTCMonth() + 1), two(wall.getUTCDate())];
  const time = `${two(wall.getUTCHours())}:${two(wall.getUTCMinutes())}`;
  return { input: `${y}-${m}-${d}T${time}`, csv: `${d}.${m}.${y} ${time}`, date: `${d}.${m}.${y}`, time };
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

// ---------------------------------------------------------------- back office helpers

/** A form input by its label; a required one's label ends with « *». */
const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label.replace(/[()]/g, '\\$&')}(\\s*\\*)?$`));

async function menu(page: Page, name: string) {
  await page.getByRole('menuitem', { name, exact: true }).click();
}

async function openCreate(page: Page, menuItem: string) {
  await menu(page, menuItem);
  await page.getByRole('link', { name: 'Создать' }).click();
  await expect(page.getByRole('button', { name: 'Сохранить' })).toBeVisible();
}

async function save(page: Page, notice: 'Элемент создан' | 'Элемент обновлен') {
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText(notice)).toBeVisible();
}

/** react-admin's autocomplete: type a part of the name, pick the option. */
async function pickOption(page: Page, label: string, option: string) {
  const input = page.getByRole('combobox', { name: new RegExp(`^${label}(\\s*\\*)?$`) });
  await input.fill(option.slice(0, 6));
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(input).toHaveValue(option);
}

/**
 * A MUI select: open it by its label, choose the option. A tap while the menu is still opening can
 * leave it open (and the rest of the page hidden from the tree): then it is chosen again.
 */
async function choose(page: Page, label: string, option: string) {
  const select = page.getByRole('combobox', { name: new RegExp(`^${label}`) });
  const menu = page.getByRole('listbox');
  await expect(async () => {
    if (!(await menu.isVisible())) await select.click({ timeout: 2_000 });
    await page.getByRole('option', { name: option, exact: true }).click({ timeout: 2_000 });
    await expect(menu).toBeHidden({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await expect(select).toHaveText(option);
}

/** A row of the list on screen, by a cell's exact text. */
const listRow = (page: Page, cell: string) =>
  page.locator('tbody tr').filter({ has: page.getByRole('cell', { name: cell, exact: true }) });

/**
 * Opens a record from its list. The form shows the list's copy first and resets when the record
 * itself lands: wait for it, or what is typed before may be wiped.
 */
async function openRecord(page: Page, menuItem: string, row: string) {
  await menu(page, menuItem);
  const loaded = page.waitForResponse(
    (r) => r.request().method() === 'GET' && /\/v1\/admin\/[\w-]+\/\d+\/$/.test(new URL(r.url()).pathname),
  );
  await listRow(page, row).getByRole('cell', { name: row }).click();
  await loaded;
}

/** Types into a loaded edit form until the form takes it as a change (the save button wakes). */
async function edit(page: Page, label: string, value: string) {
  await expect(async () => {
    await field(page, label).fill(value, { timeout: 2_000 });
    await expect(page.getByRole('button', { name: 'Сохранить' })).toBeEnabled({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

/** «Рассчитать тур» in a tour's list row; returns the dialog that reports it. */
async function scoreTour(page: Page, menuItem: string, tour: string) {
  await menu(page, menuItem);
  await listRow(page, tour).getByRole('button', { name: 'Рассчитать тур' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  return dialog;
}

/** Checks a CSV file in «Импорт клубов, игроков, матчей», expects the preview, then imports it. */
async function importCsv(page: Page, kind: string, file: { name: string; buffer: Buffer }, rows: string) {
  await page.getByRole('button', { name: kind, exact: true }).click();
  await page
    .getByLabel('Файл CSV')
    .setInputFiles({ name: file.name, mimeType: 'text/csv', buffer: file.buffer });
  await page.getByRole('button', { name: 'Проверить' }).click();
  const preview = page.getByTestId('import-preview');
  await expect(preview).toContainText(`Что изменится (${rows}): добавлено`);
  return {
    preview,
    apply: async (summary: string) => {
      await page.getByRole('button', { name: 'Импортировать' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Данные импортированы' })).toHaveText(
        `Данные импортированы: ${summary}`,
      );
    },
  };
}

// ---------------------------------------------------------------- web app helpers

/** Sets a score stepper to `target` with its − and + buttons, the way a fan does. */
async function setScore(item: Locator, team: string, target: number) {
  const spin = item.getByRole('spinbutton', { name: `Голы «${team}»` });
  const plus = item.getByRole('button', { name: `Больше голов «${team}»` });
  const minus = item.getByRole('button', { name: `Меньше голов «${team}»` });
  const now = await spin.getAttribute('aria-valuenow');
  let value = now === null ? null : Number(now);
  if (value === null) {
    await plus.click();
    value = 0;
  }
  for (; value < target; value++) await plus.click();
  for (; value > target; value--) await minus.click();
  await expect(spin).toHaveAttribute('aria-valuenow', String(target));
}

const matchItem = (page: Page, home: string, guest: string) =>
  page.getByRole('article', { name: `Матч «${home}» — «${guest}»` });

/** The value (dd) of a fact (dt) on screen, by the fact's exact name. */
function fact(scope: Page | Locator, term: string) {
  const page = 'goto' in scope ? scope : scope.page();
  return scope
    .locator('div')
    .filter({ has: page.getByRole('term').filter({ hasText: new RegExp(`^${term}$`) }) })
    .last()
    .getByRole('definition');
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

async function newContext(browser: Browser, kind: 'desktop' | 'phone', storageState?: StorageState) {
  const common = { baseURL: BASE_URL, locale: 'ru-RU', timezoneId: 'Europe/Moscow', storageState };
  return kind === 'desktop'
    ? browser.newContext({
        ...common,
        viewport: { width: 1440, height: 900 },
        isMobile: false,
        hasTouch: false,
        deviceScaleFactor: 1,
      })
    : browser.newContext({
        ...common,
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
      });
}

test('a league runs its first tour from an empty database in the back office, and a fan on a phone plays both games @mobile', async ({
  browser,
}) => {
  // Some 2 minutes on an idle machine; generous, as the machine may be busy with other suites.
  test.setTimeout(480_000);
  const adminContext = await newContext(browser, 'desktop');
  const fanContext = await newContext(browser, 'phone');
  const admin = await adminContext.newPage();
  const fan = await fanContext.newPage();
  const adminErrors = collectErrors(admin);
  const fanErrors = collectErrors(fan);

  // The first tour kicks off in three hours: predictions and squads are open until an hour before.
  const firstKickOff = new Date(Math.floor((Date.now() + 3 * HOUR) / (5 * MINUTE)) * 5 * MINUTE);
  const kickOffs = FIXTURES.map((_, i) => moscow(new Date(firstKickOff.getTime() + i * 30 * MINUTE)));

  // ---- 1. The admin signs in to the back office of an empty site.
  await admin.goto('/admin/');
  await expect(admin).toHaveURL(/\/admin\/login$/);
  await field(admin, 'Логин или email').fill(ADMIN.login);
  await field(admin, 'Пароль').fill(ADMIN.password);
  await admin.getByRole('button', { name: 'Войти' }).click();
  await expect(admin.getByRole('heading', { name: 'Как провести тур' })).toBeVisible();

  // The season, current.
  await openCreate(admin, 'Сезоны');
  await field(admin, 'Название').fill(SEASON.name);
  await field(admin, 'Год').fill(SEASON.year);
  await admin.getByLabel('Текущий').check();
  await save(admin, 'Элемент создан');
  await expect(listRow(admin, SEASON.name)).toBeVisible();

  // Both games' leagues of the season, active.
  await openCreate(admin, 'Лиги прогнозов');
  await pickOption(admin, 'Сезон', SEASON.name);
  await field(admin, 'Название').fill(PREDICTOR_LEAGUE);
  await expect(admin.getByLabel('Активная')).toBeChecked();
  await expect(field(admin, 'Закрытие прогнозов, минут до матча')).toHaveValue('60');
  await save(admin, 'Элемент создан');
  await expect(listRow(admin, PREDICTOR_LEAGUE)).toContainText(SEASON.name);

  await openCreate(admin, 'Лиги фэнтези');
  await pickOption(admin, 'Сезон', SEASON.name);
  await field(admin, 'Название').fill(FANTASY_LEAGUE);
  await expect(admin.getByLabel('Активная')).toBeChecked();
  await expect(field(admin, 'Бюджет')).toHaveValue('100');
  await expect(field(admin, 'Лимит игроков одного клуба')).toHaveValue('3');
  await save(admin, 'Элемент создан');
  await expect(listRow(admin, FANTASY_LEAGUE)).toContainText(SEASON.name);

  // The stadium the first fixture names.
  await openCreate(admin, 'Стадионы');
  await field(admin, 'Название').fill(VENUE.name);
  await field(admin, 'Город').fill(VENUE.city);
  await field(admin, 'Адрес').fill(VENUE.address);
  await save(admin, 'Элемент создан');
  await expect(listRow(admin, VENUE.name)).toBeVisible();

  // Clubs, players and fixtures from CSV files: each checked first (the preview says what would be
  // added), then imported.
  await menu(admin, 'Импорт клубов, игроков, матчей');
  await expect(
    admin.getByRole('heading', { level: 2, name: 'Импорт клубов, игроков и матчей (CSV)' }),
  ).toBeVisible();

  const clubs = await importCsv(admin, 'Клубы', { name: 'клубы.csv', buffer: clubsCsv() }, '6 строк в файле');
  await expect(clubs.preview).toContainText('добавлено 6, изменено 0, без изменений 0');
  for (const club of CLUBS)
    await expect(clubs.preview.getByRole('row', { name: new RegExp(club.name) })).toContainText('Добавится');
  await clubs.apply('добавлено 6, изменено 0, без изменений 0');

  const players = await importCsv(
    admin,
    'Игроки',
    { name: 'игроки.csv', buffer: playersCsv() },
    '36 строк в файле',
  );
  await expect(players.preview).toContainText('добавлено 36, изменено 0, без изменений 0');
  await expect(
    players.preview.getByRole('row', { name: new RegExp(`${CAPTAIN.name} ${CAPTAIN.surname}`) }),
  ).toContainText('Добавится');
  await players.apply('добавлено 36, изменено 0, без изменений 0');

  const fixtures = await importCsv(
    admin,
    'Матчи',
    { name: 'matches.csv', buffer: fixturesCsv(kickOffs.map((k) => k.csv)) },
    '3 строки в файле',
  );
  await expect(fixtures.preview).toContainText('добавлено 3, изменено 0, без изменений 0');
  await expect(fixtures.preview).toContainText(`1 тур: ${clubName(0)} — ${clubName(1)}`);
  await fixtures.apply('добавлено 3, изменено 0, без изменений 0');

  // What was imported is in the lists.
  await menu(admin, 'Команды');
  for (const club of CLUBS) await expect(listRow(admin, club.name)).toContainText(club.short);
  await menu(admin, 'Матчи');
  for (const [i, f] of FIXTURES.entries())
    await expect(listRow(admin, clubName(f.home))).toContainText(`${kickOffs[i]!.date} ${kickOffs[i]!.time}`);

  // Both leagues are active and have no tour yet: a fan on the phone is told the season is coming.
  await fan.goto('/game/predictor/');
  await fan.getByRole('button', { name: 'Принять' }).click();
  await expect(fan.getByRole('heading', { name: 'Сезон скоро начнется' })).toBeVisible();
  await fan.goto('/game/fantasy/');
  await expect(fan.getByRole('heading', { name: 'Сезон скоро начнется' })).toBeVisible();

  // ---- 2. The predictor tour with its three matches and a question; the fantasy tour.
  await openCreate(admin, 'Туры прогнозов');
  await field(admin, 'Название').fill('Тур 1');
  await field(admin, 'Тур').fill('1');
  await choose(admin, 'Статус', 'Текущий');
  await field(admin, 'Начало (МСК)').fill(kickOffs[0]!.input);
  await save(admin, 'Элемент создан');
  await expect(admin).toHaveURL(/\/admin\/predictor-stages\/\d+$/);
  const backToTour = async () => {
    await menu(admin, 'Туры прогнозов');
    await listRow(admin, 'Тур 1').getByRole('cell', { name: 'Тур 1' }).click();
    await expect(admin.getByRole('link', { name: 'Добавить событие' })).toBeVisible();
  };

  for (const f of FIXTURES) {
    await admin.getByRole('link', { name: 'Добавить событие' }).click();
    await expect(admin).toHaveURL(/\/admin\/predictor-events\/create$/);
    await pickOption(admin, 'Матч', `${clubName(f.home)} — ${clubName(f.away)} (тур 1)`);
    await save(admin, 'Элемент создан');
    await backToTour();
  }
  await admin.getByRole('link', { name: 'Добавить событие' }).click();
  await choose(admin, 'Вид', 'Вопрос');
  await admin.getByRole('textbox', { name: 'Вопрос' }).fill(QUESTION.text);
  await field(admin, 'Очки за верный ответ').fill(String(QUESTION.points));
  await field(admin, 'Начало (МСК)').fill(kickOffs[0]!.input);
  for (const [i, variant] of QUESTION.variants.entries()) {
    await admin.getByRole('button', { name: 'Добавить' }).click();
    await field(admin, 'Вариант').nth(i).fill(variant);
  }
  await field(admin, 'Порядок').last().fill('10');
  await save(admin, 'Элемент создан');
  await backToTour();
  const events = admin.locator('tbody tr');
  await expect(events).toHaveCount(4);
  await expect(events.last()).toContainText(QUESTION.text);
  // The closing time follows the first kick-off: 60 minutes before it, as the league says.
  await expect(admin.getByTestId('closes-at')).toContainText(
    moscow(new Date(firstKickOff.getTime() - HOUR)).time,
  );

  await openCreate(admin, 'Туры фэнтези');
  await field(admin, 'Название').fill('Тур 1');
  await field(admin, 'Тур').fill('1');
  await choose(admin, 'Статус', 'Текущий');
  await field(admin, 'Начало (МСК)').fill(kickOffs[0]!.input);
  await field(admin, 'Конец (МСК)').fill(moscow(new Date(firstKickOff.getTime() + 3 * HOUR)).input);
  await save(admin, 'Элемент создан');
  await expect(listRow(admin, 'Тур 1')).toContainText(moscow(new Date(firstKickOff.getTime() - HOUR)).time);

  // ---- 3. A fan on a phone registers from the predictor, predicts the tour and answers the question.
  // The game is there the moment its tour is: no restart, no cache to wait out.
  await fan.goto('/game/predictor/');
  await expect(fan.getByRole('heading', { level: 2, name: 'Тур 1' })).toBeVisible();
  await expect(fan.getByRole('heading', { name: 'Войдите, чтобы делать прогнозы' })).toBeVisible();
  await fan.getByRole('link', { name: 'Зарегистрироваться' }).click();
  await expect(fan.getByRole('heading', { level: 2, name: 'Регистрация' })).toBeVisible();
  const login = `fan${Date.now().toString(36)}`.slice(0, 20);
  await fan.getByLabel('Логин', { exact: true }).fill(login);
  await fan.getByLabel('Email', { exact: true }).fill(`${login}@example.com`);
  await fan.getByLabel('Телефон', { exact: true }).fill(`+79${String(Date.now()).slice(-9)}`);
  await fan.getByLabel('Пароль', { exact: true }).fill(PASSWORD);
  await fan.getByRole('checkbox', { name: /персональных данных/ }).check();
  await fan.getByRole('checkbox', { name: /правила игр/ }).check();
  await fan.getByRole('button', { name: 'Зарегистрироваться' }).click();

  // Issue 24: the notification settings are asked once (the welcome popup over them), then the game.
  await expect(fan).toHaveURL(/\/notifications\/settings\/\?onboarding=/);
  await dismissPopups(fan, ['Успешно']);
  await fan.getByRole('button', { name: 'Пропустить' }).click();
  await expect(fan).toHaveURL(/\/game\/predictor\/\d+\/stage\/\d+\/$/);
  await expect(fan.getByRole('heading', { level: 2, name: 'Тур 1' })).toBeVisible();
  // The offer to link the partner's account (not now).
  await dismissPopups(fan, ['Аккаунт партнёра']);

  for (const [i, f] of FIXTURES.entries()) {
    const item = matchItem(fan, clubName(f.home), clubName(f.away));
    await expect(item).toContainText(kickOffs[i]!.time);
    await setScore(item, clubName(f.home), PREDICTIONS[i]![0]);
    await setScore(item, clubName(f.away), PREDICTIONS[i]![1]);
  }
  const question = fan.getByRole('article').filter({ hasText: QUESTION.text });
  await question.getByText(QUESTION.variants[0], { exact: true }).click();
  await expect(question.getByRole('radio', { name: QUESTION.variants[0] })).toBeChecked();
  await fan.getByRole('button', { name: 'Сохранить', exact: true }).click();
  const accepted = fan.getByRole('dialog', { name: 'Прогноз принят' });
  await expect(accepted).toBeVisible();
  await accepted.getByRole('button', { name: 'Понятно' }).click();
  await expect(accepted).toBeHidden();

  // ---- … names the fantasy team and builds the fifteen by hand, within the budget and the club limit.
  await fan.goto('/game/fantasy/');
  await expect(fan).toHaveURL(/\/game\/fantasy\/\d+\/my-team\/stages\/\d+\/$/);
  const teamName = fan.getByRole('textbox', { name: 'Название команды' });
  await teamName.fill('Первый сезон');
  await fan.getByRole('button', { name: 'Создать команду' }).click();
  await expect(fan.getByRole('status').filter({ hasText: 'отправлено на модерацию' })).toBeVisible();
  await expect(fan.getByRole('combobox', { name: 'Схема' })).toHaveValue('4-4-2');

  const market = fan.getByRole('region', { name: 'Игроки' });
  for (const p of SQUAD) {
    await market.getByLabel('Поиск по имени').fill(p.surname);
    const add = market.getByRole('button', { name: `Добавить: ${fio(p)}`, exact: true });
    const remove = market.getByRole('button', { name: `Убрать: ${fio(p)}`, exact: true });
    await expect(add.or(remove)).toBeVisible();
    // The list may re-render under the tap as the search settles: tap again until he is in.
    await expect(async () => {
      if (await add.isVisible()) await add.click({ timeout: 2_000 });
      await expect(remove).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
  }
  const pitch = fan.getByRole('group', { name: 'Схема 4-4-2' });
  const forwards = pitch.getByRole('list', { name: 'Нападение', exact: true }).getByRole('listitem');
  await expect(forwards).toHaveCount(2);
  await expect(forwards.first()).toHaveAccessibleName(fio(CAPTAIN));
  await pitch.getByRole('button', { name: `Сделать капитаном: ${fio(CAPTAIN)}`, exact: true }).click();
  await expect(forwards.first()).toContainText('Капитан');
  await expect(fact(fan, 'Стоимость')).toHaveText(SQUAD_COST.toLocaleString('ru-RU'));
  await fan.getByRole('button', { name: 'Сохранить состав' }).click();
  await expect(fan.getByText('Состав сохранён')).toBeVisible();

  // ---- 4. The admin closes the tours. Scoring refuses while predictions are still open.
  const refused = await scoreTour(admin, 'Туры прогнозов', 'Тур 1');
  await expect(refused.getByRole('alert')).toContainText('Приём прогнозов на этот тур ещё открыт');
  await refused.getByRole('button', { name: 'Закрыть' }).click();

  // The predictor league closes its open tours four hours before the first match: now, for this one.
  await openRecord(admin, 'Лиги прогнозов', PREDICTOR_LEAGUE);
  await edit(admin, 'Закрытие прогнозов, минут до матча', '240');
  await save(admin, 'Элемент обновлен');
  await menu(admin, 'Туры прогнозов');
  const closedPredictions = moscow(new Date(firstKickOff.getTime() - 4 * HOUR)).time;
  await expect(listRow(admin, 'Тур 1')).toContainText(closedPredictions);
  // Back to 60 minutes for the tours to come: a tour once closed stays closed.
  await openRecord(admin, 'Лиги прогнозов', PREDICTOR_LEAGUE);
  await edit(admin, 'Закрытие прогнозов, минут до матча', '60');
  await save(admin, 'Элемент обновлен');
  await menu(admin, 'Туры прогнозов');
  await expect(listRow(admin, 'Тур 1')).toContainText(closedPredictions);

  // The fantasy tour's squads close a minute ago.
  const closedAt = moscow(new Date(Math.floor(Date.now() / MINUTE) * MINUTE - MINUTE));
  await openRecord(admin, 'Туры фэнтези', 'Тур 1');
  await edit(admin, 'Составы закрываются (МСК)', closedAt.input);
  await save(admin, 'Элемент обновлен');
  await expect(listRow(admin, 'Тур 1')).toContainText(closedAt.time);

  // ---- 4a. Issue 22: the first match is played live. The fan follows the squad and the rating on the
  // phone; the back office enters the captain's goal; both move without a reload.
  // The staff open the first match's centre from its page, name both squads and kick off.
  await menu(admin, 'Матчи');
  const firstHome = clubName(FIXTURES[0].home);
  await listRow(admin, firstHome).getByRole('cell', { name: firstHome }).click();
  await admin.getByRole('link', { name: 'Матч-центр' }).click();
  await expect(admin).toHaveURL(/\/admin\/matches\/\d+\/centre$/);
  const centreUrl = admin.url();
  for (const p of PLAYERS.filter((q) => q.club === FIXTURES[0].home || q.club === FIXTURES[0].away)) {
    await admin.getByRole('checkbox', { name: `${fio(p)}: В заявке` }).check();
    await admin.getByRole('checkbox', { name: `${fio(p)}: В старте` }).check();
  }
  await admin.getByRole('button', { name: 'Сохранить составы' }).click();
  await expect(admin.getByText('Составы сохранены')).toBeVisible();
  await admin.getByRole('button', { name: 'Начать матч' }).click();
  await expect(admin.getByText('Идёт, 0′')).toBeVisible();
  await fan.goto('/game/fantasy/');
  await expect(fan.getByText('Тур закрыт: состав только для просмотра')).toBeVisible();
  // The squad's points so far, marked «предварительно» beside their name.
  const squadPoints = fact(fan, 'Очки\\s*предварительно');
  await expect(squadPoints).toHaveText(/^\d+$/);
  const before = Number((await squadPoints.textContent())!.replace(/\D/g, ''));
  const ratingPage = await fanContext.newPage();
  await ratingPage.goto('/game/fantasy/');
  await ratingPage
    .getByRole('navigation', { name: 'Разделы игры «Фэнтези»' })
    .getByRole('link', { name: 'Рейтинг', exact: true })
    .click();
  const liveHeader = ratingPage.getByRole('columnheader', { name: 'Тур 1, live' });
  await expect(ratingPage.getByText(/Идёт Тур 1: в столбце «live»/)).toBeVisible();
  await expect(liveHeader).toBeVisible();
  /** The fan's own row's cell under the live column, wherever the layout puts it. */
  const liveCell = async (page: Page) => {
    const column = await page
      .getByRole('columnheader')
      .evaluateAll((headers) => headers.findIndex((h) => h.textContent?.includes('live')));
    return page
      .locator('tr')
      .filter({ has: page.getByText('Вы', { exact: true }) })
      .first()
      .locator('th, td')
      .nth(column);
  };
  await expect(await liveCell(ratingPage)).toContainText(String(before));
  await expect(ratingPage.getByLabel('1 место', { exact: true })).toBeVisible();
  // The same fan at a desktop (1440 px) follows the squad and the rating too.
  const deskContext = await newContext(browser, 'desktop', await fanContext.storageState());
  const deskSquad = await deskContext.newPage();
  await deskSquad.goto('/game/fantasy/');
  const deskPoints = fact(deskSquad, 'Очки\\s*предварительно');
  await expect(deskPoints).toHaveText(String(before));
  const deskRating = await deskContext.newPage();
  await deskRating.goto(ratingPage.url());
  await expect(deskRating.getByRole('columnheader', { name: 'Тур 1, live' })).toBeVisible();
  await expect(await liveCell(deskRating)).toContainText(String(before));
  await expect(deskRating.getByLabel('1 место', { exact: true })).toBeVisible();

  await admin.goto(centreUrl);
  await admin.getByLabel('Минута').fill('30');
  await admin.getByRole('button', { name: 'Гол', exact: true }).click();
  await admin.getByLabel('Игрок', { exact: true }).selectOption({ label: fio(CAPTAIN) });
  await admin.getByRole('button', { name: 'Добавить' }).click();
  await expect(admin.getByLabel('Счёт')).toHaveText('1 : 0');
  // The captain's goal: 4 points, doubled.
  await expect(squadPoints).toContainText(String(before + 8), { timeout: 20_000 });
  await expect(await liveCell(ratingPage)).toContainText(String(before + 8), { timeout: 20_000 });
  await expect(deskPoints).toHaveText(String(before + 8), { timeout: 20_000 });
  await expect(await liveCell(deskRating)).toContainText(String(before + 8), { timeout: 20_000 });
  await expect(deskRating.getByLabel('1 место', { exact: true })).toBeVisible();
  // The live column reads well: nothing serious for axe in the table (contrast of its small print).
  const axe = await new AxeBuilder({ page: ratingPage }).include('table').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  await admin.getByRole('button', { name: 'Отменить последнее' }).click();
  await expect(admin.getByLabel('Счёт')).toHaveText('0 : 0');
  await expect(squadPoints).toContainText(String(before), { timeout: 20_000 });
  await ratingPage.close();
  await deskContext.close();

  // The results: every player of both rosters played 90 minutes; the captain scored the only goal.
  for (const f of FIXTURES) {
    const [home, away] = [clubName(f.home), clubName(f.away)];
    await menu(admin, 'Матчи');
    await listRow(admin, home).getByRole('link', { name: 'Результат' }).click();
    await expect(admin.getByRole('heading', { level: 2, name: `Результат: ${home} — ${away}` })).toBeVisible({
      timeout: 30_000,
    });
    await admin.getByLabel(`Голы: ${home}`).fill(String(f.result[0]));
    await admin.getByLabel(`Голы: ${away}`).fill(String(f.result[1]));
    for (const p of PLAYERS.filter((q) => q.club === f.home || q.club === f.away)) {
      await admin.getByLabel(`${fio(p)}: Минуты`).fill('90');
      if (p === CAPTAIN) await admin.getByLabel(`${fio(p)}: Голы`).fill('1');
    }
    await admin.getByRole('button', { name: 'Сохранить результат' }).click();
    await expect(admin.getByText('Результат сохранён')).toBeVisible();
  }
  await menu(admin, 'Матчи');
  await expect(listRow(admin, clubName(0))).toContainText('1:0');

  // The question's right answer.
  await menu(admin, 'События прогнозов');
  await admin.locator('tbody tr').filter({ hasText: QUESTION.text }).getByText(QUESTION.text).click();
  await choose(admin, 'Верный вариант', QUESTION.variants[0]);
  await admin.getByRole('button', { name: 'Сохранить ответ' }).click();
  await expect(admin.getByText('Ответ сохранён', { exact: true })).toBeVisible();

  // «Рассчитать тур» in both games.
  const predictorScored = await scoreTour(admin, 'Туры прогнозов', 'Тур 1');
  await expect(predictorScored.getByText('Тур рассчитан', { exact: false })).toBeVisible();
  await expect(predictorScored.getByTestId('score-summary')).toContainText('Участников посчитано:1');
  await predictorScored.getByRole('button', { name: 'Закрыть' }).click();

  const fantasyScored = await scoreTour(admin, 'Туры фэнтези', 'Тур 1');
  await expect(fantasyScored.getByText('Тур рассчитан', { exact: false })).toBeVisible();
  await expect(fantasyScored.getByTestId('score-summary')).toContainText('Команд посчитано:1');
  await expect(fantasyScored.getByTestId('score-summary')).toContainText(
    `Лучший результат тура:${FANTASY_POINTS}`,
  );
  await fantasyScored.getByRole('button', { name: 'Закрыть' }).click();

  // ---- 5. The fan sees the points, the place and the rating of both games.
  await fan.goto('/game/predictor/');
  await expect(fan.getByRole('heading', { level: 2, name: 'Тур 1' })).toBeVisible();
  const summary = fan.getByRole('region', { name: 'Ваши очки' });
  await expect(fact(summary, 'Всего очков')).toHaveText(String(PREDICTOR_POINTS));
  await expect(fact(summary, 'За последний тур')).toHaveText(String(PREDICTOR_POINTS));
  await expect(fact(summary, 'Место в общем рейтинге')).toHaveText(/^1\s*лучшее — 1$/);
  const first = matchItem(fan, clubName(0), clubName(1));
  await expect(first.getByLabel('Итог матча')).toHaveText('1:0');
  await expect(first).toContainText('5 очков');

  await fan
    .getByRole('navigation', { name: 'Разделы игры «Прогнозы»' })
    .getByRole('link', { name: 'Рейтинг', exact: true })
    .click();
  await expect(fan.getByRole('heading', { level: 2, name: 'Рейтинг' })).toBeVisible();
  await expect(fan.getByText('В рейтинге 1 участник')).toBeVisible();
  const predictorRow = fan
    .locator('tr')
    .filter({ has: fan.getByText('Вы', { exact: true }) })
    .first();
  await expect(predictorRow).toContainText(login);
  await expect(predictorRow.locator('td').first()).toHaveText('1');
  await expect(predictorRow.locator('td').last()).toHaveText(String(PREDICTOR_POINTS));

  await fan.goto('/game/fantasy/');
  await expect(fan).toHaveURL(/\/game\/fantasy\/\d+\/my-team\/stages\/\d+\/$/);
  await expect(fan.getByText('Тур закрыт: состав только для просмотра')).toBeVisible();
  await expect(fact(fan, 'Очки')).toHaveText(String(FANTASY_POINTS));
  await expect(fact(fan, 'Место')).toHaveText('1');
  await expect(fan.locator(`li[aria-label="${fio(CAPTAIN)}"]`)).toContainText('12');

  await fan
    .getByRole('navigation', { name: 'Разделы игры «Фэнтези»' })
    .getByRole('link', { name: 'Рейтинг', exact: true })
    .click();
  await expect(fan).toHaveURL(/\/game\/fantasy\/\d+\/rating\/\d+\/$/);
  await expect(fan.getByText('В рейтинге 1 команда')).toBeVisible();
  const fantasyRow = fan
    .locator('tr')
    .filter({ has: fan.getByText('Вы', { exact: true }) })
    .first();
  await expect(fantasyRow.locator('td').first()).toHaveText('1');
  await expect(fantasyRow.locator('td').last()).toHaveText(String(FANTASY_POINTS));

  // No script error on either side; the browser logs the one refusal on purpose (scoring an open tour).
  expect(adminErrors).toEqual([
    'Failed to load resource: the server responded with a status of 422 (Unprocessable Entity)',
  ]);
  expect(fanErrors).toEqual([]);

  // ---- The admin starts the next season from «Сезоны»: both games switch to its empty leagues.
  await menu(admin, 'Сезоны');
  await admin.getByRole('button', { name: 'Начать новый сезон' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Новый сезон' });
  await dialog.getByLabel(/^Название/).fill('Медиалига 2027');
  await dialog.getByLabel(/^Годы/).fill('2027');
  await dialog.getByRole('button', { name: 'Начать сезон' }).click();
  await expect(dialog).toContainText(
    'Сезон «Медиалига 2027» начат: игры переключены на его лиги, 1 команда фэнтези сохранила название',
  );
  await dialog.getByRole('button', { name: 'Закрыть' }).click();
  await expect(listRow(admin, 'Медиалига 2027')).toBeVisible();

  await fan.goto('/game/fantasy/');
  await expect(fan.getByRole('heading', { name: 'Сезон скоро начнется' })).toBeVisible();

  // ---- The first season stays readable: the history names both games' winners and opens their ratings.
  await fan.goto('/champs/history/');
  const past = fan.getByRole('article', { name: SEASON.name });
  await expect(past).toContainText(`Победитель ${login}`);
  await expect(past).toContainText('Победитель Первый сезон');
  await past.getByRole('link', { name: 'Рейтинг сезона' }).first().click();
  await expect(fan).toHaveURL(/\/game\/predictor\/\d+\/rating\/\d+\/$/);
  const oldPredictorRow = fan.locator('tr').filter({ hasText: login }).first();
  await expect(oldPredictorRow.locator('td').last()).toHaveText(String(PREDICTOR_POINTS));
  await fan.goBack();
  await past.getByRole('link', { name: 'Рейтинг сезона' }).last().click();
  await expect(fan).toHaveURL(/\/game\/fantasy\/\d+\/rating\/\d+\/$/);
  const oldFantasyRow = fan.locator('tr').filter({ hasText: 'Первый сезон' }).first();
  await expect(oldFantasyRow.locator('td').last()).toHaveText(String(FANTASY_POINTS));
});
