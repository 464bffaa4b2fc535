import { useCallback, useRef, useState } from 'react';
import { openModal } from '../../../ui/modal/modal-store.ts';
import { fieldErrorsOf, formErrorModal, type FieldErrors } from './form-errors.ts';

/** Focuses the first control of the form, in the order the user sees it, named in `errors`. */
function focusFirstInvalid(form: HTMLFormElement | null, errors: FieldErrors) {
  if (!form) return;
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement) || !(element.name in errors)) continue;
    if (element.disabled || element.type === 'hidden') continue;
    element.focus();
    return;
  }
}

/**
 * Errors of an account form: the fields an answer names are marked inline, the first of
 * them takes the focus, and the messages open the 'Ошибка' popup (which gives the focus back
 * to that field when it closes). What the user typed is never touched.
 */
export function useFormErrors() {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});

  /** Checks made before sending (the consent boxes): marked inline and focused, no popup. */
  const showLocal = useCallback((local: FieldErrors) => {
    setErrors(local);
    focusFirstInvalid(formRef.current, local);
  }, []);

  /** A failed call. */
  const showServer = useCallback((error: unknown) => {
    const fields = fieldErrorsOf(error);
    setErrors(fields);
    focusFirstInvalid(formRef.current, fields);
    openModal(formErrorModal(error));
  }, []);

  /** The user edited a field: its mark goes away. */
  const clear = useCallback((name: string) => {
    setErrors((current) => {
      if (!(name in current)) return current;
      const next = { ...current };
      delete next[name];
      return next;
    });
  }, []);

  const reset = useCallback(() => setErrors({}), []);

  return { formRef, errors, showLocal, showServer, clearError: clear, resetErrors: reset };
}
