import type { ExternalToast } from 'sonner';
import { TOAST_DURATION_MS } from '../../config/site.ts';
import { loadSonner } from './toaster-loader.ts';

/** Spec: a toast has a type, a title, a description, a position and a timeout. */
export type ToastType = 'error' | 'success' | 'notification';
export type ToastPosition = NonNullable<ExternalToast['position']>;

export interface ToastOptions {
  type?: ToastType;
  title: string;
  description?: string;
  position?: ToastPosition;
  /** Milliseconds; 3000 unless told. */
  timeout?: number;
  /** A toast with the id of one still shown replaces it instead of stacking a second one. */
  id?: string;
}

/** The toast library loads with the first toast, not with every page (docs/decisions). */
export function showToast({
  type = 'notification',
  title,
  description,
  position = 'top-right',
  timeout = TOAST_DURATION_MS,
  id,
}: ToastOptions): void {
  const data: ExternalToast = { description, position, duration: timeout, ...(id ? { id } : {}) };
  loadSonner().then(
    ({ toast: sonner }) => {
      if (type === 'error') sonner.error(title, data);
      else if (type === 'success') sonner.success(title, data);
      else sonner.info(title, data);
    },
    () => {
      // The library could not load: this toast is lost, the next one loads it again.
    },
  );
}

type Shortcut = (title: string, options?: Omit<ToastOptions, 'type' | 'title'>) => void;

export const toast: Record<ToastType, Shortcut> = {
  error: (title, options) => showToast({ ...options, type: 'error', title }),
  success: (title, options) => showToast({ ...options, type: 'success', title }),
  notification: (title, options) => showToast({ ...options, type: 'notification', title }),
};
