import { squadMessages } from '@mliga/domain';
import { SQUAD } from '#text/fantasy.ts';
import { ButtonLink } from '#ui/button/Button.tsx';
import { loginPath, registrationPath } from './paths.ts';
import styles from './squad.module.css';

/** Spec 2 §2: not signed in — login and registration, coming back to the fantasy home. */
export function VisitorPrompt() {
  return (
    <section className={styles.visitor} aria-labelledby="fantasy-visitor-title">
      <h2 id="fantasy-visitor-title" className={styles.sectionTitle}>
        {SQUAD.visitor.title}
      </h2>
      <p>{squadMessages.notSignedIn}</p>
      <div className={styles.visitorActions}>
        <ButtonLink to={loginPath} variant="accent">
          {SQUAD.visitor.login}
        </ButtonLink>
        <ButtonLink to={registrationPath} variant="secondary">
          {SQUAD.visitor.register}
        </ButtonLink>
      </div>
    </section>
  );
}
