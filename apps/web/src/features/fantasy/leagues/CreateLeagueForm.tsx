import { useState, type FormEvent } from 'react';
import { LEAGUES } from '#text/fantasy-leagues.ts';
import { Button } from '#ui/button/Button.tsx';
import { toast } from '#ui/toast/toast.ts';
import { useCreateLeague } from './api.ts';
import { toastError } from './feedback.ts';
import styles from '#ui/leagues/leagues.module.css';

/**
 * Spec 2 §5: the league name, Enter submits; the server checks 3–25 characters and
 * one league per user, and its refusal stays on screen 5 seconds (spec 2 §8).
 */
/** Typing is not cut at 25: a longer name gets the server's message instead of silently losing letters. */
const INPUT_MAX = 60;

export function CreateLeagueForm() {
  const [name, setName] = useState('');
  const mutation = useCreateLeague();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    mutation.mutate(name, {
      onSuccess: ({ message }) => {
        setName('');
        toast.success(message);
      },
      onError: (error) => toastError(error, LEAGUES.errorToastMs),
    });
  };
  return (
    <form className={styles.create} onSubmit={submit} noValidate aria-labelledby="create-league-title">
      <h2 id="create-league-title" className={styles.sectionTitle}>
        {LEAGUES.create.title}
      </h2>
      <div className={styles.createRow}>
        <label className={styles.field}>
          <span>{LEAGUES.create.label}</span>
          <input
            value={name}
            maxLength={INPUT_MAX}
            autoComplete="off"
            placeholder={LEAGUES.create.placeholder}
            aria-describedby="create-league-hint"
            onChange={(e) => setName(e.target.value)}
          />
        </label>
        <Button type="submit" variant="accent" disabled={mutation.isPending}>
          {mutation.isPending ? LEAGUES.create.busy : LEAGUES.create.submit}
        </Button>
      </div>
      <p id="create-league-hint" className={styles.muted}>
        {LEAGUES.create.hint}
      </p>
    </form>
  );
}
