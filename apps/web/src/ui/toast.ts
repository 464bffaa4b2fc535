import { toast as sonner, type ExternalToast } from 'sonner';
import { TOAST_DURATION_MS } from '../config/site.ts';

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

export function showToast({
  type = 'notification',
  title,
  description,
  position = 'top-right',
  timeout = TOAST_DURATION_MS,
  id,
}: ToastOptions): string | number {
  const data: ExternalToast = { description, position, duration: timeout, ...(id ? { id } : {}) };
  if (type === 'error') return sonner.error(title, data);
  if (type === 'success') return sonner.success(title, data);
  return sonner.info(title, data);
}

type Shortcut = (title: string, options?: Omit<ToastOptions, 'type' | 'title'>) => string | number;

export const toast: Record<ToastType, Shortcut> = {
  error: (title, options) => showToast({ ...options, type: 'error', title }),
  success: (title, options) => showToast({ ...options, type: 'success', title }),
  notification: (title, options) => showToast({ ...options, type: 'notification', title }),
};

export const dismissToast = (id?: string | number) => sonner.dismiss(id);
