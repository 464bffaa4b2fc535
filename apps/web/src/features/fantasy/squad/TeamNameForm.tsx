import { useState, type FormEvent } from 'react';
import { SQUAD } from '../../../text/fantasy.ts';
import { Button } from '../../../ui/button/Button.tsx';
import { useTeamName } from './api.ts';
import styles from './squad.module.css';

export const TEAM_NAME = { min: 3, max: 20 } as const;

/** Spec 2 §4/§5: the team-name form (3–20 characters; Enter submits). */
export function TeamNameForm({ rejected = false }: { rejected?: boolean }) {
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const mutation = useTeamName();
  const trimmed = name.trim().replace(/\s+/g, ' ');
  const valid = trimmed.length >= TEAM_NAME.min && trimmed.length <= TEAM_NAME.max;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!valid || mutation.isPending) return;
    mutation.mutate(trimmed);
  };
  return (
    <form className={styles.teamForm} onSubmit={submit} noValidate aria-labelledby="fantasy-team-name-title">
      <h2 id="fantasy-team-name-title" className={styles.sectionTitle}>
        {SQUAD.teamName.title}
      </h2>
      {rejected ? <p className={styles.warning}>{SQUAD.teamName.rejected}</p> : null}
      <label className={styles.filter}>
        <span>{SQUAD.teamName.label}</span>
        <input
          value={name}
          maxLength={TEAM_NAME.max}
          minLength={TEAM_NAME.min}
          autoComplete="off"
          aria-invalid={touched && !valid ? true : undefined}
          aria-describedby="fantasy-team-name-hint"
          onChange={(e) => setName(e.target.value)}
        />
      </label>
      <p id="fantasy-team-name-hint" className={touched && !valid ? styles.error : styles.muted}>
        {touched && !valid ? SQUAD.teamName.tooShort : SQUAD.teamName.hint}
      </p>
      <Button type="submit" variant="accent" disabled={mutation.isPending}>
        {SQUAD.teamName.submit}
      </Button>
    </form>
  );
}
