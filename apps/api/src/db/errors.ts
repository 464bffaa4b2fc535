/** The name of the constraint a PostgreSQL error broke (both drivers put it on the cause). */
export function violatedConstraint(error: unknown, code = '23505'): string | null {
  const e = error as {
    code?: unknown;
    constraint?: unknown;
    cause?: { code?: unknown; constraint?: unknown };
  };
  const source = e.cause && typeof e.cause === 'object' ? e.cause : e;
  return source.code === code && typeof source.constraint === 'string' ? source.constraint : null;
}
