import { PREDICTOR_LEAGUE_MEMBERS_MAX } from '@mliga/contract';
import { useState, type FormEvent } from 'react';
import { PREDICTOR_LEAGUES } from '#text/predictor-leagues.ts';
import { Button } from '#ui/button/Button.tsx';
import { toast } from '#ui/toast/toast.ts';
import { useCreatePredictorLeague } from './api.ts';
import styles from '#ui/leagues/leagues.module.css';

/** Typing is not cut at 25: a longer name gets the server's message instead of silently losing letters. */
const INPUT_MAX = 60;

/**
 * The name of a new league, Enter submits; the server checks 3–25 characters and the limit of
 * leagues a season, and its refusal comes as the 'Ошибка' popup. `left`: how many more may be created.
 */
export function CreateLeagueForm({ leagueId, left }: { leagueId: number; left: number }) {
  const [name, setName] = useState('');
  const mutation = useCreatePredictorLeague(leagueId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    mutation.mutate(name.trim(), {
      onSuccess: ({ message }) => {
        setName('');
        if (message) toast.success(message);
      },
    });
  };
  return (
    <form
      className={styles.create}
      onSubmit={submit}
      noValidate
      aria-labelledby="create-predictor-league-title"
    >
      <h2 id="create-predictor-league-title" className={styles.sectionTitle}>
        {PREDICTOR_LEAGUES.create.title}
      </h2>
      <div className={styles.createRow}>
        <label className={styles.field}>
          <span>{PREDICTOR_LEAGUES.create.label}</span>
          <input
            value={name}
            maxLength={INPUT_MAX}
            autoComplete="off"
            placeholder={PREDICTOR_LEAGUES.create.placeholder}
            aria-describedby="create-predictor-league-hint"
            onChange={(e) => setName(e.target.value)}
          />
        </label>
        <Button type="submit" variant="accent" disabled={mutation.isPending}>
          {mutation.isPending ? PREDICTOR_LEAGUES.create.busy : PREDICTOR_LEAGUES.create.submit}
        </Button>
      </div>
      <p id="create-predictor-league-hint" className={styles.muted}>
        {PREDICTOR_LEAGUES.create.hint(left, PREDICTOR_LEAGUE_MEMBERS_MAX)}
      </p>
    </form>
  );
}
