import styles from './KeyFacts.module.css';

export interface KeyFact {
  value: string;
  label: string;
}

/** A short card of the numbers that matter (rules at a glance). */
export function KeyFacts({ title, facts }: { title: string; facts: readonly KeyFact[] }) {
  return (
    <section className={styles.card} aria-label={title}>
      <h2 className={styles.title}>{title}</h2>
      <dl className={styles.list}>
        {facts.map((fact) => (
          <div key={fact.label} className={styles.item}>
            <dt className={styles.label}>{fact.label}</dt>
            <dd className={styles.value}>{fact.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
