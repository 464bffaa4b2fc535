import { openModal } from './modal-store.ts';

/** A confirm popup (delete and leave ask first); `onConfirm` runs only on the confirming button. */
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
