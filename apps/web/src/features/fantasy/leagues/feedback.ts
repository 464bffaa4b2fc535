import { ApiError } from '#api/errors.ts';
import { ERRORS } from '#text/errors.ts';
import { toast } from '#ui/toast/toast.ts';

/** A failed call as an error toast (spec 2 §8): the first line as title, the rest below; `timeout` in ms. */
export function toastError(error: unknown, timeout?: number): void {
  const lines = error instanceof ApiError ? error.lines : [ERRORS.network];
  const [first = ERRORS.network, ...rest] = lines;
  toast.error(first, {
    ...(rest.length ? { description: rest.join('\n') } : {}),
    ...(timeout ? { timeout } : {}),
  });
}
