import { ERRORS } from '../text/errors.ts';

export interface ApiFieldError {
  message: string;
  field?: string;
}

/** Any failed call. `status` is the HTTP status, or 0 for a network or parse failure. */
export class ApiError extends Error {
  override readonly name: string = 'ApiError';
  readonly status: number;
  readonly errors: ApiFieldError[];
  /** The message to show, split at line breaks (spec 1 §5: shown line by line). */
  readonly lines: string[];

  constructor(status: number, message: string, errors: ApiFieldError[] = []) {
    super(message);
    this.status = status;
    this.errors = errors;
    const lines = splitLines(message);
    this.lines = lines.length > 0 ? lines : [ERRORS.network];
  }

  get isUnauthorized(): boolean {
    return this.status === 401;
  }
}

/** A GET answered 404: the route error element shows the 404 page for it. */
export class NotFoundError extends ApiError {
  override readonly name = 'NotFoundError';

  constructor(message: string = ERRORS.notFoundTitle) {
    super(404, message);
  }
}

export function splitLines(message: string): string[] {
  return message
    .split(/\r?\n|<br\s*\/?>/i)
    .map((line) => line.trim())
    .filter(Boolean);
}

export function isNotFound(error: unknown): error is NotFoundError {
  return error instanceof NotFoundError;
}
