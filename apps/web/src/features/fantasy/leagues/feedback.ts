import { ApiError } from '#api/errors.ts';
import { ERRORS } from '#text/errors.ts';
import { openModal } from '#ui/modal/modal-store.ts';
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

/** A confirm popup (spec 2 §4: delete and leave ask first); `onConfirm` runs only on the confirming button. */
export function confirmAction(opts: {
  title: string;
  text: string;
  confirm: string;
  cancel: string;
  onConfirm: () => void;
}): void {
  openModal({
    tone: 'info',
    title: opts.title,
    lines: [opts.text],
    actions: [{ label: opts.cancel }, { label: opts.confirm, primary: true, onClick: opts.onConfirm }],
  });
}
