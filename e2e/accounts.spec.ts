import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { closePopup } from './support/popups.ts';

/**
 * Accounts end to end against the real server (issue 3): registration, sign-in by email in
 * any case, the returnUrl rule, recovery with the code from the development outbox, profile.
 * Every test makes its own user: the data directory is shared by the tests of a run.
 */

const PASSWORD = 'Secret12345';
const DEMO = { login: 'demo', password: 'demo12345' };

interface NewUser {
  login: string;
  email: string;
  phone: string;
  password: string;
}

let serial = 0;
function newUser(info: TestInfo): NewUser {
  serial += 1;
  const stamp = Date.now().toString(36).slice(-7);
  const tag = `${info.project.name[0]}${info.workerIndex}${serial}`;
  const login = `e2e_${stamp}${tag}`.slice(0, 20);
  const digits = `${Date.now()}${info.workerIndex}${serial}`.slice(-9);
  return { login, email: `${login}@example.com`, phone: `+79${digits}`, password: PASSWORD };
}

async function registerByApi(request: APIRequestContext, user: NewUser) {
  const response = await request.post('/v1/users/registration/', {
    data: { ...user, rules_accept: 1, personal_data_accept: 1 },
  });
  expect(response.status(), await response.text()).toBe(200);
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function signIn(page: Page, login: string, password: string) {
  await field(page, 'Логин или email').fill(login);
  await field(page, 'Пароль').fill(password);
  await page.getByRole('button', { name: 'Войти' }).click();
}

/** Holds the answers of one API call back a little, so that the busy label can be seen. */
async function slowDown(page: Page, path: string) {
  await page.route(`**/v1${path}`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
}

const storedUser = (page: Page) =>
  page.evaluate(
    () => JSON.parse(window.localStorage.getItem('user') ?? 'null') as Record<string, unknown> | null,
  );

/** Decodes the text/plain part of an .eml the development outbox wrote. */
function plainText(eml: string): string {
  const part = eml.split(/\r?\n--/).find((chunk) => /Content-Type: text\/plain/i.test(chunk));
  if (!part) return '';
  const [head = '', ...rest] = part.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n').trim();
  const encoding = /Content-Transfer-Encoding:\s*([\w-]+)/i.exec(head)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`);
    return decodeURIComponent(bytes);
  }
  return body;
}

/** Decodes RFC 2047 words of a header (`=?UTF-8?B?…?=`). */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeURIComponent(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, '%$1')),
    );
}

/** The newest recovery code mailed to `email`, read from DATA_DIR/outbox/*.eml. */
async function newestRecoveryCode(email: string): Promise<string | null> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (see e2e/playwright.config.ts)');
  const dir = join(dataDir, 'outbox');
  const files = (await readdir(dir).catch(() => [] as string[]))
    .filter((name) => name.endsWith(`-${email}.eml`))
    .sort();
  const newest = files.at(-1);
  if (!newest) return null;
  const eml = await readFile(join(dir, newest), 'utf8');
  const subjectLine = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(eml)?.[1]?.replace(/\r?\n[ \t]/g, ' ') ?? '';
  const subject = decodeHeader(subjectLine);
  const fromSubject = /^Код для восстановления пароля: (\d{6})$/.exec(subject)?.[1];
  const fromBody = /(\d{6})/.exec(plainText(eml))?.[1];
  expect(fromBody, 'the code in the text body').toBe(fromSubject);
  return fromBody ?? null;
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('cookies_accepted', '1'));
});

test('register, land on the profile, log out, sign in with the email in upper case', async ({
  page,
}, info) => {
  const user = newUser(info);
  await page.goto('/game/predictor/users/registration/');
  await expect(heading(page, 'Регистрация')).toBeVisible();

  await field(page, 'Логин').fill(user.login);
  await field(page, 'Email').fill(user.email);
  // Typed the way people do; the server stores it as +7XXXXXXXXXX.
  const national = user.phone.slice(2);
  await field(page, 'Телефон').fill(
    `8 (${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6, 8)}-${national.slice(8)}`,
  );
  await field(page, 'Пароль').fill(user.password);

  // The consents are the only client-side check.
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
  await expect(page.getByText('Необходимо согласие на обработку персональных данных')).toBeVisible();
  await expect(page.getByText('Необходимо согласие с правилами игр')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /персональных данных/ })).toBeFocused();
  await expect(page.getByRole('link', { name: /политикой конфиденциальности/ })).toHaveAttribute(
    'href',
    '/mliga/pages/confidential/',
  );
  await page.getByRole('checkbox', { name: /персональных данных/ }).check();
  await page.getByRole('checkbox', { name: /правила игр/ }).check();

  await slowDown(page, '/users/registration/');
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
  await expect(page.getByRole('button', { name: 'Регестрируем...' })).toBeDisabled();

  // Issue 24: the notification settings are asked once, on the way to the profile.
  await expect(page).toHaveURL(/\/notifications\/settings\/\?onboarding=/);
  await closePopup(page, 'Успешно');
  await page.getByRole('button', { name: 'Пропустить' }).click();
  await expect(page).toHaveURL(/\/game\/predictor\/users\/profile\/$/);
  await expect(heading(page, 'Профиль')).toBeVisible();
  await expect(field(page, 'Логин')).toHaveValue(user.login);
  await expect(field(page, 'Email')).toHaveValue(user.email);
  await expect(field(page, 'Телефон')).toHaveValue(user.phone);
  await expect(field(page, 'Телефон')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Привязать аккаунт' })).toBeVisible();

  const stored = await storedUser(page);
  expect(stored).toMatchObject({ login: user.login, authKey: { type: 'Bearer' } });
  const tabs = page.getByRole('navigation', { name: 'Разделы игры «Прогнозы»' });
  await expect(tabs.getByRole('link', { name: 'Профиль' })).toHaveAttribute('aria-current', 'page');

  await page.getByRole('button', { name: 'Выйти' }).click();
  await expect(page).toHaveURL(/\/game\/predictor\/users\/login\/$/);
  expect(await storedUser(page)).toBeNull();
  await expect(tabs.getByRole('link', { name: 'Вход' })).toBeVisible();

  await slowDown(page, '/users/login/');
  await signIn(page, user.email.toUpperCase(), user.password);
  await expect(page.getByRole('button', { name: 'Авторизуем...' })).toBeDisabled();
  await expect(page).toHaveURL(/\/game\/predictor\/users\/profile\/$/);
  await expect(field(page, 'Логин')).toHaveValue(user.login);
});

test('registration shows every broken rule and marks the fields', async ({ page }) => {
  await page.goto('/game/fantasy/users/registration/');
  await field(page, 'Логин').fill(DEMO.login.toUpperCase());
  await field(page, 'Email').fill('not-an-email');
  await field(page, 'Телефон').fill('12345');
  await field(page, 'Пароль').fill('short');
  await page.getByRole('checkbox', { name: /персональных данных/ }).check();
  await page.getByRole('checkbox', { name: /правила игр/ }).check();
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click();

  // Each message once (issue 20 §2): beside its field, with no popup repeating it.
  await expect(field(page, 'Email')).toHaveAccessibleDescription('Некорректный email');
  await expect(field(page, 'Телефон')).toHaveAccessibleDescription('Некорректный номер телефона');
  await expect(field(page, 'Пароль')).toHaveAccessibleDescription(
    'Пароль должен содержать от 8 до 64 символов, буквы и цифры',
  );
  await expect(page.getByRole('dialog', { name: 'Ошибка' })).toHaveCount(0);

  // The focus is on the first marked field; nothing typed is lost.
  await expect(field(page, 'Email')).toBeFocused();
  await expect(field(page, 'Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, 'Телефон')).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, 'Пароль')).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, 'Логин')).toHaveValue('DEMO');
  await expect(page).toHaveURL(/\/game\/fantasy\/users\/registration\/$/);
});

test('a wrong password shows the error and keeps the input', async ({ page }) => {
  await page.goto('/game/predictor/users/login/');
  await signIn(page, DEMO.login, 'not-the-password1');
  const dialog = page.getByRole('dialog', { name: 'Ошибка' });
  await expect(dialog).toContainText('Неверный логин или пароль');
  await closePopup(page, 'Ошибка');
  await expect(field(page, 'Логин или email')).toHaveValue(DEMO.login);
  await expect(field(page, 'Пароль')).toHaveValue('not-the-password1');
  await expect(page).toHaveURL(/\/game\/predictor\/users\/login\/$/);
  expect(await storedUser(page)).toBeNull();
});

test('returnUrl is honoured for /game/fantasy/ and refused for another site', async ({
  page,
  baseURL,
}, info) => {
  const user = newUser(info);
  await registerByApi(page.request, user);

  await page.goto('/game/predictor/users/login/?returnUrl=%2Fgame%2Ffantasy%2F');
  await signIn(page, user.login, user.password);
  // The fantasy entry page goes on at once to the squad builder of the active stage, when there is one.
  const fantasyEntry = new RegExp(
    `^${baseURL!.replace(/\./g, '\\.')}/game/fantasy/(\\d+/my-team/stages/\\d+/)?$`,
  );
  await expect(page).toHaveURL(fantasyEntry);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Фэнтези');

  // Already signed in: the login screen sends the visitor on at once, by the same rule.
  await page.goto('/game/predictor/users/login/?returnUrl=https%3A%2F%2Fevil.example%2F');
  await expect(page).toHaveURL(`${baseURL}/game/predictor/users/profile/`);
  // The profile refreshes the stored user from /users/me/: sign out once that has landed.
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.localStorage.removeItem('user'));
  await page.goto('/game/predictor/users/login/?returnUrl=https://evil.example/');
  await signIn(page, user.login, user.password);
  await expect(page).toHaveURL(`${baseURL}/game/predictor/users/profile/`);
  await expect(heading(page, 'Профиль')).toBeVisible();
  expect(new URL(page.url()).origin).toBe(baseURL);
});

test('password recovery reads the code from the outbox and signs in', async ({ page, baseURL }, info) => {
  const user = newUser(info);
  await registerByApi(page.request, user);

  await page.goto('/game/fantasy/users/login/');
  await page.getByRole('link', { name: 'Забыли пароль?' }).click();
  await expect(page).toHaveURL(/\/game\/fantasy\/users\/password-recovery\/$/);
  await expect(heading(page, 'Восстановление пароля')).toBeVisible();

  await field(page, 'Логин или email').fill(user.email);
  await slowDown(page, '/users/password-recovery/');
  await page.getByRole('button', { name: 'Получить код' }).click();
  await expect(page.getByRole('button', { name: 'Идёт запрос...' })).toBeDisabled();
  await expect(page.getByRole('status').filter({ hasText: 'мы отправили код' })).toBeVisible();
  const code = field(page, 'Код из письма');
  await expect(code).toBeFocused();
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');

  let mailed: string | null = null;
  await expect
    .poll(async () => (mailed = await newestRecoveryCode(user.email)), { timeout: 10_000 })
    .toMatch(/^\d{6}$/);
  const right = mailed!;
  const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');

  const newPassword = 'Recovered777';
  await code.fill(wrong);
  await field(page, 'Новый пароль').fill(newPassword);
  await field(page, 'Повторите пароль').fill(newPassword);
  await page.getByRole('button', { name: 'Сменить пароль' }).click();
  await expect(code).toHaveAccessibleDescription(/Неверный код подтверждения/);
  await expect(page.getByRole('dialog', { name: 'Ошибка' })).toHaveCount(0);
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await expect(code).toBeFocused();

  await code.fill(right);
  await page.getByRole('button', { name: 'Сменить пароль' }).click();
  await expect(page).toHaveURL(`${baseURL}/game/fantasy/users/profile/`);
  await closePopup(page, 'Успешно');
  await expect(field(page, 'Логин')).toHaveValue(user.login);

  const login = await page.request.post('/v1/users/login/', {
    data: { login: user.login, password: newPassword },
  });
  expect(login.status()).toBe(200);
});

test('profile: a changed email is saved and the phone cannot be edited', async ({ page }, info) => {
  const user = newUser(info);
  await registerByApi(page.request, user);
  await page.goto('/game/fantasy/users/login/');
  await signIn(page, user.login, user.password);
  await expect(page).toHaveURL(/\/game\/fantasy\/users\/profile\/$/);

  const phone = field(page, 'Телефон');
  await expect(phone).toHaveValue(user.phone);
  await expect(phone).toBeDisabled();

  const email = `new_${user.login}@example.com`.slice(0, 60);
  await field(page, 'Email').fill(email);
  // A new email needs the current password: asked for beside it.
  await page.getByRole('button', { name: 'Изменить' }).click();
  await expect(field(page, 'Текущий пароль')).toHaveAccessibleDescription(
    'Введите текущий пароль, чтобы сменить email',
  );
  await expect(page.getByRole('dialog', { name: 'Ошибка' })).toHaveCount(0);
  await expect(field(page, 'Текущий пароль')).toBeFocused();
  await field(page, 'Текущий пароль').fill(user.password);
  await slowDown(page, '/users/me/');
  await page.getByRole('button', { name: 'Изменить' }).click();
  await expect(page.getByRole('button', { name: 'Сохраняем...' })).toBeDisabled();
  await expect(page.getByRole('dialog', { name: 'Успешно' })).toContainText('Данные профиля сохранены');
  await closePopup(page, 'Успешно');
  expect(await storedUser(page)).toMatchObject({ email });

  await page.reload();
  await expect(field(page, 'Email')).toHaveValue(email);
  await expect(field(page, 'Телефон')).toBeDisabled();

  // Changing the password needs the current one.
  await field(page, 'Новый пароль').fill('Another12345');
  await page.getByRole('button', { name: 'Изменить' }).click();
  await expect(field(page, 'Текущий пароль')).toHaveAccessibleDescription(/Введите текущий пароль/);
  await expect(page.getByRole('dialog', { name: 'Ошибка' })).toHaveCount(0);
  await expect(field(page, 'Текущий пароль')).toBeFocused();
});

test('the profile shows the linked partner account, and visitors are sent to login', async ({ page }) => {
  await page.goto('/game/predictor/users/profile/');
  await expect(page).toHaveURL(/\/game\/predictor\/users\/login\/$/);

  await signIn(page, DEMO.login, DEMO.password);
  await expect(page).toHaveURL(/\/game\/predictor\/users\/profile\/$/);
  await expect(page.getByText('Партнёрский аккаунт привязан')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Привязать аккаунт' })).toHaveCount(0);
});
