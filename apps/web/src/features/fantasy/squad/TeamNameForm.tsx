import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '#api/errors.ts';
import { ERRORS } from '#text/errors.ts';
import { SQUAD } from '#text/fantasy.ts';
import { Button } from '#ui/button/Button.tsx';
import { MODERATION, useTeamName, useTeamNameMessage } from './team-name-api.ts';
import styles from './team-name.module.css';

export const TEAM_NAME = { min: 3, max: 20 } as const;

/** What a refused call says, line by line (a 401 signs out, and the screen turns to the visitor's). */
function refusalLines(error: unknown): string[] {
  return error instanceof ApiError ? error.lines : [ERRORS.network];
}

/**
 * Spec 2 §4/§5: the team-name form (3–20 characters; Enter submits). `create` is the first name,
 * on its own card; `rename` sits in the team's panel while the name is rejected (issue 20 §1.5).
 */
export function TeamNameForm({ mode = 'create' }: { mode?: 'create' | 'rename' }) {
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const mutation = useTeamName();
  const id = useId();
  const trimmed = name.trim().replace(/\s+/g, ' ');
  const valid = trimmed.length >= TEAM_NAME.min && trimmed.length <= TEAM_NAME.max;
  const invalid = touched && !valid;
  const text = SQUAD.teamName;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!valid || mutation.isPending) return;
    mutation.mutate(trimmed, {
      onSuccess: () => {
        setName('');
        setTouched(false);
      },
    });
  };

  // One message under the input: the length rule, the server's refusal, or the hint.
  const note = invalid ? (
    <p id={`${id}-note`} className={styles.error} role="alert">
      {text.tooShort}
    </p>
  ) : mutation.isError ? (
    <p id={`${id}-note`} className={styles.error} role="alert">
      {refusalLines(mutation.error).map((line) => (
        <span key={line}>{line}</span>
      ))}
    </p>
  ) : (
    <p id={`${id}-note`} className={styles.hint}>
      {text.hint}
    </p>
  );

  return (
    <div className={styles.formBox}>
      <form
        className={mode === 'create' ? styles.createForm : styles.renameForm}
        onSubmit={submit}
        noValidate
        aria-labelledby={mode === 'create' ? `${id}-title` : undefined}
        aria-label={mode === 'rename' ? text.rename : undefined}
        aria-busy={mutation.isPending}
      >
        {mode === 'create' ? (
          <h2 id={`${id}-title`} className={styles.title}>
            {text.title}
          </h2>
        ) : null}
        <label className={styles.label} htmlFor={`${id}-input`}>
          {mode === 'create' ? text.label : text.renameLabel}
        </label>
        <input
          id={`${id}-input`}
          className={styles.input}
          value={name}
          maxLength={TEAM_NAME.max}
          minLength={TEAM_NAME.min}
          autoComplete="off"
          enterKeyHint="done"
          aria-invalid={invalid || mutation.isError ? true : undefined}
          aria-describedby={`${id}-note`}
          onChange={(e) => {
            setName(e.target.value);
            if (mutation.isError) mutation.reset();
          }}
        />
        <Button type="submit" variant="accent" className={styles.submit} disabled={mutation.isPending}>
          {mutation.isPending ? text.busy : mode === 'create' ? text.submit : text.rename}
        </Button>
        {note}
      </form>
    </div>
  );
}

interface TeamNameStatusProps {
  teamName: string;
  status: number | null;
  /** h2 on the squad builder, h3 on a card of the profile. */
  headingLevel?: 2 | 3;
}

/**
 * The team's current name and its moderation state (issue 20 §1.5, §1.6): waiting, approved, or
 * rejected — then with the server's message and a form for a new name (the API allows renaming
 * a rejected name).
 */
export function TeamNameStatus({ teamName, status, headingLevel = 2 }: TeamNameStatusProps) {
  const message = useTeamNameMessage(teamName, status);
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const state = status === null ? undefined : SQUAD.teamName.states[status];
  return (
    <section
      className={headingLevel === 2 ? styles.panel : `${styles.panel} ${styles.inCard}`}
      aria-labelledby={headingId}
      data-state={status ?? undefined}
    >
      <div className={styles.summary}>
        <Heading id={headingId} className={headingLevel === 2 ? styles.caption : styles.cardTitle}>
          {SQUAD.teamName.yourTeam}
        </Heading>
        <p className={styles.name}>{teamName}</p>
        {state ? (
          <p className={styles.state} data-state={status ?? undefined}>
            {state}
          </p>
        ) : null}
      </div>
      {status === MODERATION.pending ? (
        <p className={styles.note} role="status">
          {SQUAD.teamName.sent(teamName)}
        </p>
      ) : null}
      {status === MODERATION.rejected ? (
        <>
          <p className={styles.warning} role="status">
            {message || SQUAD.teamName.rejected}
          </p>
          <TeamNameForm mode="rename" />
        </>
      ) : null}
    </section>
  );
}
