import { formatDateTime, plural } from '@mliga/domain';
import type { FieldError } from '../../http/errors.ts';

export const accountMessages = {
  loginTaken: 'Логин уже занят',
  emailTaken: 'Email уже используется',
  phoneTaken: 'Телефон уже используется',
  badEmail: 'Некорректный email',
  badPhone: 'Некорректный номер телефона',
  badLogin: 'Логин должен содержать от 3 до 20 символов: латинские буквы, цифры, _ - .',
  badPassword: 'Пароль должен содержать от 8 до 64 символов, буквы и цифры',
  noPersonalData: 'Необходимо согласие на обработку персональных данных',
  noRules: 'Необходимо согласие с правилами игр',
  wrongCredentials: 'Неверный логин или пароль',
  wrongOldPassword: 'Неверный текущий пароль',
  oldPasswordNeeded: 'Введите текущий пароль, чтобы сменить пароль',
  oldPasswordForEmail: 'Введите текущий пароль, чтобы сменить email',
  recoverySent: 'Если аккаунт существует, мы отправили код на его email',
  recoveryBadCode: 'Неверный код подтверждения',
  recoveryExpired: 'Код подтверждения устарел, запросите новый',
  recoveryTooManyTries: 'Превышено число попыток ввода кода, запросите новый',
  recoveryLocked: (tries: number, until: Date) =>
    `Неверный код введён ${plural(tries, ['раз', 'раза', 'раз'])} за сутки: восстановление пароля приостановлено до ${formatDateTime(until)} (МСК)`,
  recoveryLoginNeeded: 'Укажите логин или email',
  passwordsDiffer: 'Пароли не совпадают',
  passwordChanged: 'Пароль изменён',
  profileSaved: 'Данные профиля сохранены',
  blocked: 'Ваш аккаунт заблокирован администратором сайта',
} as const;

const LOGIN = /^[A-Za-z0-9_.-]{3,20}$/;
// Deliberately simple: one @, no spaces, a dot in the domain; the mail server has the last word.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const isValidLogin = (login: string) => LOGIN.test(login);
export const isValidEmail = (email: string) => email.length <= 254 && EMAIL.test(email);
export const isValidPassword = (password: string) =>
  password.length >= 8 && password.length <= 64 && /\p{L}/u.test(password) && /\d/.test(password);

/** A Russian mobile number as +7XXXXXXXXXX, accepting 8…, +7…, 7…, spaces, dashes and brackets; else null. */
export function normalizePhone(raw: string): string | null {
  const trimmed = raw.trim();
  if (!/^\+?[\d\s()-]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  const national =
    digits.length === 11 && (digits.startsWith('8') || digits.startsWith('7')) ? digits.slice(1) : null;
  if (trimmed.startsWith('+') && !digits.startsWith('7')) return null;
  return national && national.startsWith('9') ? `+7${national}` : null;
}

export function checkLogin(login: string | undefined, errors: FieldError[]): void {
  if (!login || !isValidLogin(login)) errors.push({ field: 'login', message: accountMessages.badLogin });
}

export function checkEmail(email: string | undefined, errors: FieldError[]): void {
  if (!email || !isValidEmail(email.trim()))
    errors.push({ field: 'email', message: accountMessages.badEmail });
}

export function checkPassword(password: string | undefined, field: string, errors: FieldError[]): void {
  if (!password || !isValidPassword(password)) errors.push({ field, message: accountMessages.badPassword });
}

/** Maps a unique index of `users` to the message the user should see. */
export const uniqueIndexMessages: Record<string, FieldError> = {
  users_login_lower_uq: { field: 'login', message: accountMessages.loginTaken },
  users_email_lower_uq: { field: 'email', message: accountMessages.emailTaken },
  users_phone_uq: { field: 'phone', message: accountMessages.phoneTaken },
};
