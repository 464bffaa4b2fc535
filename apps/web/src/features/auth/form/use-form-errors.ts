import { useCallback, useRef, useState } from 'react';
import { openModal } from '#ui/modal/modal-store.ts';
import { fieldErrorsOf, formErrorModal, type FieldErrors } from './form-errors.ts';

/** The named fields the form has a control for: only those can show their message inline. */
function fieldsOnForm(form: HTMLFormElement | null, errors: FieldErrors): FieldErrors {
  if (!form) return {};
  const names = new Set(
    Array.from(form.elements)
      .filter(
        (element) => element instanceof HTMLInputElement && !element.disabled && element.type !== 'hidden',
      )
      .map((element) => (element as HTMLInputElement).name),
  );
  return Object.fromEntries(Object.entries(errors).filter(([name]) => names.has(name)));
}

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
 * Errors of an account form, each shown once (issue 20 §2): a message about a field of the
 * form is shown beside it and the first such field takes the focus; any other message opens
 * the 'Ошибка' popup (which gives the focus back when it closes). What the user typed is never
 * touched.
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
    const fields = fieldsOnForm(formRef.current, fieldErrorsOf(error));
    setErrors(fields);
    focusFirstInvalid(formRef.current, fields);
    const modal = formErrorModal(error, new Set(Object.keys(fields)));
    if (modal) openModal(modal);
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
