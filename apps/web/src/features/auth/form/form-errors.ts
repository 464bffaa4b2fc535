import { ApiError, splitLines } from '#api/errors.ts';
import { errorModal } from '#api/present-error.ts';
import type { ModalRequest } from '#ui/modal/modal-store.ts';

/** Messages by the wire name of the field they are about. */
export type FieldErrors = Readonly<Record<string, string>>;

/** The fields an answer names (`errors[].field`), with their messages; several on one field are joined. */
export function fieldErrorsOf(error: unknown): FieldErrors {
  if (!(error instanceof ApiError) || error.isUnauthorized) return {};
  const fields: Record<string, string> = {};
  for (const item of error.errors) {
    if (!item.field || !item.message) continue;
    fields[item.field] = fields[item.field] ? `${fields[item.field]}\n${item.message}` : item.message;
  }
  return fields;
}

/**
 * The error popup of a form for what is not shown beside a field (issue 20 §2: an error is
 * shown once). `inline` names the fields marked in the form; their messages stay out of the
 * popup. Every other broken rule of the answer is a line (the client's default shows the first
 * one only), under the title 'Ошибка'; `null` when nothing is left to say.
 */
export function formErrorModal(error: unknown, inline: ReadonlySet<string> = new Set()): ModalRequest | null {
  const modal = errorModal(error);
  if (!(error instanceof ApiError) || error.isUnauthorized) return modal;
  if (error.errors.length === 0) return modal;
  const rest = error.errors.filter((item) => !item.field || !inline.has(item.field));
  if (rest.length === 0) return null;
  if (rest.length === error.errors.length && rest.length < 2) return modal;
  const lines = [...new Set(rest.flatMap((item) => splitLines(item.message ?? '')))];
  return lines.length > 0 ? { ...modal, lines } : modal;
}
