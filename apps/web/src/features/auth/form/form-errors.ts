import { ApiError, splitLines } from '../../../api/errors.ts';
import { errorModal } from '../../../api/present-error.ts';
import type { ModalRequest } from '../../../ui/modal/modal-store.ts';

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
 * The error popup of a form: every broken rule of the answer, one per line (the client's
 * default shows the first one only), under the title 'Ошибка'.
 */
export function formErrorModal(error: unknown): ModalRequest {
  const modal = errorModal(error);
  if (!(error instanceof ApiError) || error.isUnauthorized || error.errors.length < 2) return modal;
  const lines = [...new Set(error.errors.flatMap((item) => splitLines(item.message ?? '')))];
  return lines.length > 0 ? { ...modal, lines } : modal;
}
