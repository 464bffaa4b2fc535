import { Card } from '../../ui/layout/Card.tsx';
import styles from './LegalText.module.css';

/** A document as numbered sections in one readable column. */
export function LegalText({ items }: { items: ReadonlyArray<{ title: string; text: string }> }) {
  return (
    <Card className={styles.doc}>
      <ol className={styles.list}>
        {items.map((item) => (
          <li key={item.title} className={styles.item}>
            <h2 className={styles.title}>{item.title}</h2>
            <p>{item.text}</p>
          </li>
        ))}
      </ol>
    </Card>
  );
}
