import { COMMON } from '#text/common.ts';
import { useDelayedFlag } from './use-delayed.ts';
import styles from './Loader.module.css';

interface LoaderProps {
  /** Accessible text; 'Загрузка…' unless told. */
  label?: string;
  /** Fill a page section (centred with room) or sit inline. */
  block?: boolean;
  delay?: number;
}

/** A loading indicator that appears only after 300 ms (spec 2 §9). */
export function Loader({ label = COMMON.loading, block = true, delay }: LoaderProps) {
  const shown = useDelayedFlag(true, delay);
  if (!shown) return null;
  return (
    <div className={block ? styles.block : styles.inline} role="status" aria-live="polite">
      <span className={styles.ball} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}

/** A thin bar at the top of the page while a route is loading (after the same delay). */
export function RouteProgress({ active }: { active: boolean }) {
  const shown = useDelayedFlag(active);
  if (!shown) return null;
  return (
    <div className={styles.progress} role="progressbar" aria-label={COMMON.loading}>
      <span className={styles.progressBar} />
    </div>
  );
}
