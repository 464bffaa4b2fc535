import type { ErrorEnvelope } from '@mliga/contract';

export type FieldError = { message: string; field?: string };

/** An error meant for the user: its messages are Russian and safe to show. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly errors: FieldError[],
  ) {
    super(errors[0]?.message ?? code);
  }

  toEnvelope(): ErrorEnvelope {
    return { success: false, message: this.message, errors: this.errors };
  }
}

const one = (message: string, field?: string): FieldError[] => [field ? { message, field } : { message }];

export const messages = {
  unauthorized: 'Авторизуйтесь для выполнения действия',
  forbidden: 'Недостаточно прав для выполнения действия',
  notFound: 'Данная страница не существует',
  badRequest: 'Некорректный запрос',
  tooManyRequests: 'Слишком много попыток, попробуйте позже',
  tooManyCalls: 'Слишком много запросов с вашего адреса, повторите через минуту',
  internal: 'Произошла ошибка, попробуйте ещё раз',
  unavailable: 'Сервис временно недоступен, попробуйте позже',
} as const;

export const badRequest = (errors: FieldError[] | string, field?: string) =>
  new AppError(400, 'bad_request', typeof errors === 'string' ? one(errors, field) : errors);
export const unauthorized = () => new AppError(401, 'unauthorized', one(messages.unauthorized));
export const forbidden = (message: string = messages.forbidden) =>
  new AppError(403, 'forbidden', one(message));
export const notFound = (message: string = messages.notFound) => new AppError(404, 'not_found', one(message));
export const conflict = (message: string, field?: string) =>
  new AppError(409, 'conflict', one(message, field));
export const ruleBroken = (errors: FieldError[] | string, field?: string) =>
  new AppError(422, 'rule_broken', typeof errors === 'string' ? one(errors, field) : errors);
export const tooManyRequests = () => new AppError(429, 'too_many_requests', one(messages.tooManyRequests));
