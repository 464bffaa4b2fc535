import type { FantasyStage } from '@mliga/contract';
import { squadCost, substitutionsMade, type Squad } from '@mliga/domain';
import { SQUAD } from '#text/fantasy.ts';
import styles from './squad.module.css';

interface SquadHeaderProps {
  stage: FantasyStage;
  squad: Squad;
  previousPlayerIds: readonly number[] | null;
  place: number | null;
  /** The squad's provisional points while the tour is played (MySquad.live_points). */
  livePoints: number | null;
}

/** Spec 2 §2: cost, balance (the league's budget, 100 by default, − cost), points and place of the stage shown. */
export function SquadHeader({ stage, squad, previousPlayerIds, place, livePoints }: SquadHeaderProps) {
  const cost = squadCost(squad.entries);
  const balance = (Math.round(stage.budget * 2) - Math.round(cost * 2)) / 2;
  const facts = [
    { label: SQUAD.header.cost, value: SQUAD.header.coins(cost), id: 'cost' },
    { label: SQUAD.header.balance, value: SQUAD.header.coins(balance), id: 'balance' },
    {
      label: SQUAD.header.points,
      value:
        stage.user_points !== null
          ? String(stage.user_points)
          : livePoints !== null
            ? String(livePoints)
            : SQUAD.header.none,
      provisional: stage.user_points === null && livePoints !== null,
      id: 'points',
    },
    { label: SQUAD.header.place, value: place === null ? SQUAD.header.none : String(place), id: 'place' },
  ];
  return (
    <div className={styles.header}>
      <dl className={styles.facts}>
        {facts.map((fact) => (
          <div key={fact.id} className={styles.fact} data-fact={fact.id}>
            <dt>
              {fact.label}
              {'provisional' in fact && fact.provisional ? (
                <span className={styles.provisional} title={SQUAD.header.provisionalHint}>
                  {SQUAD.header.provisional}
                </span>
              ) : null}
            </dt>
            <dd data-negative={fact.id === 'balance' && balance < 0 ? true : undefined}>{fact.value}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.deadline}>
        {stage.update_is_available ? SQUAD.header.deadline(stage.update_closing_at) : SQUAD.header.closed}
        {stage.update_is_available && previousPlayerIds !== null ? (
          <>
            {' · '}
            {SQUAD.header.substitutions(
              substitutionsMade(squad.entries, previousPlayerIds),
              stage.max_players_substitutions_count,
            )}
          </>
        ) : null}
      </p>
    </div>
  );
}
