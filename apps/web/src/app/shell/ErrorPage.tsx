import { ERRORS } from '#text/errors.ts';
import { AnchorButton } from '#ui/button/Button.tsx';
import { PageTitle } from '#ui/layout/PageTitle.tsx';
import styles from './ErrorPages.module.css';

/** Spec 1 §2: the generic error page for unexpected errors, with a refresh link. */
export function ErrorPage() {
  const here = typeof window === 'undefined' ? '/' : window.location.href;
  return (
    <section className={styles.page} aria-labelledby="error-title" role="alert">
      <PageTitle parts={[ERRORS.crashTitle]} />
      <div className={styles.card} aria-hidden="true">
        <span className={styles.redCard} />
      </div>
      <h1 id="error-title" className={styles.title}>
        {ERRORS.crashTitle}
      </h1>
      <p className={styles.text}>{ERRORS.crashText}</p>
      <AnchorButton href={here} size="lg">
        {ERRORS.crashRefresh}
      </AnchorButton>
    </section>
  );
}
