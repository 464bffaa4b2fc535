import { ERRORS } from '#text/errors.ts';
import { ButtonLink } from '#ui/button/Button.tsx';
import { PageTitle } from '#ui/layout/PageTitle.tsx';
import styles from './ErrorPages.module.css';

/** Spec 1 §2: shown for an unknown route and for a 404 answer of the API. */
export function NotFoundPage() {
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <PageTitle parts={[ERRORS.notFoundTitle]} />
      <div className={styles.scoreboard} aria-hidden="true">
        <span>4</span>
        <span className={styles.ball}>0</span>
        <span>4</span>
      </div>
      <h1 id="not-found-title" className={styles.title}>
        {ERRORS.notFoundTitle}
      </h1>
      <p className={styles.text}>{ERRORS.notFoundText}</p>
      <ButtonLink to="/" size="lg">
        {ERRORS.notFoundBack}
      </ButtonLink>
    </section>
  );
}
