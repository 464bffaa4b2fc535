import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../http/errors.ts';

/** A season's statistics of one tour are a few hundred kilobytes; the imports allow far more. */
export const CSV_BODY_LIMIT = 5 * 1024 * 1024;

/** The body an import route declares: the file as `text/csv`, or JSON holding it. */
export const csvContent = <T>(json: T) => ({
  content: {
    'application/json': { schema: json },
    'text/csv': { schema: { type: 'string', minLength: 1, maxLength: CSV_BODY_LIMIT } },
  },
});

/** Lets the calling plugin's routes (only those) read a CSV body: the file as it is, as a string. */
export function acceptCsvBodies(app: FastifyInstance): void {
  app.addContentTypeParser(
    ['text/csv', 'text/plain'],
    { parseAs: 'string', bodyLimit: CSV_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );
}

/**
 * The CSV of an import call and whether it is only a check: a `text/csv` body with `?dry_run=1`, or
 * JSON `{csv, dry_run}` (then `json` is that body, for its other fields).
 */
export function csvOfRequest<J extends { csv?: unknown; dry_run?: boolean | number }>(
  body: unknown,
  query: { dry_run?: number },
): { csv: string; dryRun: boolean; json: J | null } {
  const json = typeof body === 'string' ? null : (body as J);
  const csv = json ? json.csv : body;
  // Only the declared types are validated: a form body arrives unchecked, maybe without csv.
  if (typeof csv !== 'string' || csv === '') throw badRequest('Поле «csv» обязательно для заполнения', 'csv');
  const dryRun = json ? Boolean(json.dry_run ?? query.dry_run) : query.dry_run === 1;
  return { csv, dryRun, json };
}
