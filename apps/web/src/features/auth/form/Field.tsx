import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { AUTH } from '#text/auth.ts';
import styles from './form.module.css';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'className'>;

interface FieldProps extends InputProps {
  /** The wire name: server errors find the field by it. */
  name: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Beside the label, e.g. the 'Забыли пароль?' link. */
  aside?: ReactNode;
  /** Inside the input's box, at its end (the show-password toggle). */
  trailing?: ReactNode;
}

function ErrorText({ id, text }: { id: string; text: string }) {
  return (
    <p id={id} className={styles.error}>
      {text.split('\n').map((line, index) => (
        <span key={index}>{line}</span>
      ))}
    </p>
  );
}

/** A labelled input with its hint and the message of the server when it named this field. */
/** Logins, emails and passwords are typed as they are: no capitals, corrections or spell marks. */
export const typedAsIs = { autoCapitalize: 'none', autoCorrect: 'off', spellCheck: false } as const;

export function Field({ name, label, error, hint, aside, trailing, ...input }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  // While the server's message is shown it says what the hint would, more precisely.
  const showHint = Boolean(hint) && !error;
  const describedBy = (error ? errorId : showHint ? hintId : '') || undefined;
  return (
    <div className={styles.field}>
      <div className={styles.labelRow}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        {aside}
      </div>
      <div className={styles.control}>
        <input
          id={id}
          name={name}
          className={[styles.input, trailing ? styles.withTrailing : ''].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...input}
        />
        {trailing}
      </div>
      {error ? <ErrorText id={errorId} text={error} /> : null}
      {showHint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** A password input whose text can be shown (handy on a phone keyboard). */
export function PasswordField(props: Omit<FieldProps, 'type' | 'trailing'>) {
  const [visible, setVisible] = useState(false);
  return (
    <Field
      {...props}
      type={visible ? 'text' : 'password'}
      {...typedAsIs}
      trailing={
        <button
          type="button"
          className={styles.reveal}
          aria-pressed={visible}
          aria-label={visible ? AUTH.hidePassword : AUTH.showPassword}
          title={visible ? AUTH.hidePassword : AUTH.showPassword}
          onClick={() => setVisible((v) => !v)}
        >
          <EyeIcon crossed={visible} />
        </button>
      }
    />
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <path
        d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <circle cx="12" cy="12" r="3" stroke="currentColor" strokeWidth="2" />
      {crossed ? <path d="M4 4l16 16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" /> : null}
    </svg>
  );
}

interface CheckboxProps {
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  children: ReactNode;
}

/** A consent box; its label may hold links (they open in a new tab, so the form keeps its input). */
export function Checkbox({ name, checked, onChange, error, children }: CheckboxProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.check}>
      <input
        id={id}
        name={name}
        type="checkbox"
        className={styles.checkbox}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      <label htmlFor={id} className={styles.checkLabel}>
        {children}
      </label>
      {error ? <ErrorText id={errorId} text={error} /> : null}
    </div>
  );
}
