import { ERRORS } from '../text/errors.ts';
import { openModal, type ModalRequest } from '../ui/modal/modal-store.ts';
import { toast } from '../ui/toast/toast.ts';
import { ApiError, splitLines } from './errors.ts';

export const LOGIN_ROUTE = '/game/predictor/users/login/';

/** Spec 1 §8 in one place: what the user sees for a failed call. */
export function errorModal(error: unknown): ModalRequest {
  if (error instanceof ApiError && error.isUnauthorized) {
    return {
      tone: 'error',
      title: ERRORS.errorTitle,
      lines: [ERRORS.unauthorized],
      actions: [{ label: ERRORS.loginButton, to: LOGIN_ROUTE, primary: true }],
    };
  }
  const lines = error instanceof ApiError ? error.lines : [ERRORS.network];
  return { tone: 'error', title: ERRORS.errorTitle, lines };
}

export type ErrorDisplay = 'modal' | 'toast' | 'none';

/** Shows a failed call: an error popup titled 'Ошибка' (default) or an error toast (fantasy screens). */
export function presentError(error: unknown, via: ErrorDisplay = 'modal'): void {
  if (via === 'none') return;
  const request = errorModal(error);
  if (via === 'toast') {
    const [first = ERRORS.network, ...rest] = request.lines ?? [];
    toast.error(first, rest.length ? { description: rest.join('\n') } : undefined);
    return;
  }
  openModal(request);
}

/** A success popup titled 'Успешно'. */
export function presentSuccess(message: string, title: string = ERRORS.successTitle): void {
  openModal({ tone: 'success', title, lines: splitLines(message) });
}
