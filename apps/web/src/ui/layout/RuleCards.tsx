import styles from './RuleCards.module.css';

export interface RuleSection {
  readonly title: string;
  readonly items: readonly string[];
}

/** A game's rules as a grid of cards, one bulleted list per section (predictor and fantasy rules pages). */
export function RuleCards({ sections, idPrefix }: { sections: readonly RuleSection[]; idPrefix: string }) {
  return (
    <div className={styles.rules}>
      {sections.map((section, index) => (
        <section key={section.title} className={styles.rule} aria-labelledby={`${idPrefix}-${index}`}>
          <h3 id={`${idPrefix}-${index}`} className={styles.sectionTitle}>
            {section.title}
          </h3>
          <ul className={styles.ruleList}>
            {section.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
