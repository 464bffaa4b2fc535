import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, messages, type FieldError } from './errors.ts';
import { nonFiniteField, oversizedList, translateValidation } from './validation.ts';

const PG_UNIQUE_VIOLATION = '23505';
const PG_CHECK_VIOLATION = '23514';
const PG_FOREIGN_KEY_VIOLATION = '23503';
/**
 * Data exceptions a request's own values cause: text the database cannot hold (a NUL character,
 * 22021/22P05), a number out of the column's range (22003), text that is not a number or a date
 * (22P02, 22007, 22008), text longer than its column (22001). Never a crash: a 400.
 */
const PG_BAD_VALUE = new Set(['22001', '22003', '22007', '22008', '22021', '22P02', '22P05']);

function pgCode(error: unknown): string | undefined {
  const e = error as { code?: unknown; cause?: { code?: unknown } };
  const code = typeof e.cause?.code === 'string' ? e.cause.code : e.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

const CONNECTION_ERRNO = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
]);

/**
 * The database is out of reach: the connection was refused, dropped or timed out, or the server is
 * shutting down or full (SQLSTATE class 08, 57P01-57P03, 53300). Walks the cause chain (Drizzle wraps).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 5;
    e = e.cause as typeof e, depth++
  ) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (CONNECTION_ERRNO.has(code) || /^08/.test(code) || /^57P0[123]$/.test(code) || code === '53300')
      return true;
    const message = typeof e.message === 'string' ? e.message : '';
    if (
      /^Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/.test(
        message,
      )
    )
      return true;
  }
  return false;
}

function toAppError(error: FastifyError): AppError | null {
  if (error instanceof AppError) return error;
  if (error.validation) return new AppError(400, 'validation', translateValidation(error.validation));
  const status = error.statusCode ?? 500;
  const plain = (code: string, message: string): AppError => new AppError(status, code, [{ message }]);
  if (status === 429) return plain('too_many_requests', messages.tooManyRequests);
  if (status === 413) return plain('too_large', 'Слишком большой запрос');
  if (status === 415) return plain('unsupported_media_type', 'Неподдерживаемый формат запроса');
  if (status === 404) return plain('not_found', messages.notFound);
  if (status >= 400 && status < 500) return plain('bad_request', messages.badRequest);
  // Database constraints are the last line of defence; services report these cases themselves.
  const code = pgCode(error);
  const constraint: FieldError[] = [{ message: 'Данные противоречат правилам игры' }];
  if (code === PG_UNIQUE_VIOLATION)
    return new AppError(409, 'conflict', [{ message: 'Такая запись уже существует' }]);
  if (code === PG_CHECK_VIOLATION) return new AppError(422, 'rule_broken', constraint);
  if (code === PG_FOREIGN_KEY_VIOLATION) return new AppError(409, 'conflict', constraint);
  if (code && PG_BAD_VALUE.has(code))
    return new AppError(400, 'bad_value', [{ message: 'Недопустимое значение в запросе' }]);
  if (isDatabaseUnavailable(error))
    return new AppError(503, 'unavailable', [{ message: messages.unavailable }]);
  return null;
}

/**
 * Fastify's own routing errors, answered before any route or error handler runs: a URL that is not
 * valid percent-encoding (400) and a path param longer than 100 characters (414). Fastify's default
 * answer is its English JSON; ours is the envelope. Passed as the `frameworkErrors` option.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const known = new AppError(tooLong ? 414 : 400, tooLong ? 'uri_too_long' : 'bad_request', [
    { message: tooLong ? 'Слишком длинный адрес запроса' : 'Некорректный адрес запроса' },
  ]);
  void reply.status(known.statusCode).send(known.toEnvelope());
}

/**
 * One error handler: known errors become the envelope, anything else a generic 500 without details.
 * Also refuses, before schema validation, a list longer than its schema allows, and right after it
 * the numbers the schemas let through (Infinity).
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const schema = request.routeOptions.schema?.body as Parameters<typeof oversizedList>[0];
    const oversized = oversizedList(schema, request.body);
    if (oversized) throw new AppError(400, 'validation', translateValidation([oversized]));
  });
  app.addHook('preHandler', async (request) => {
    const field = [request.params, request.query, request.body]
      .map((part) => nonFiniteField(part))
      .find((f) => f !== undefined);
    if (field !== undefined) {
      const name = field ? `Поле «${field}»` : 'Значение';
      throw new AppError(400, 'validation', [{ message: `${name} должно быть конечным числом`, field }]);
    }
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = toAppError(error);
    if (known) {
      // A known 5xx (a partner switched off, say) is an expected state, not a crash.
      if (known.statusCode >= 500) request.log.warn({ code: known.code }, known.message);
      if (known.code === 'unavailable') reply.header('retry-after', '5');
      return reply.status(known.statusCode).send(known.toEnvelope());
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply
      .status(500)
      .send({ success: false, message: messages.internal, errors: [{ message: messages.internal }] });
  });
}
