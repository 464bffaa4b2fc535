import { STAGE } from '#text/predictor.ts';
import { ButtonLink } from '#ui/button/Button.tsx';
import { loginPath, registrationPath } from '../paths.ts';
import styles from './stage.module.css';

/** Spec 1 §6: a visitor sees a prompt to log in or register, coming back to the predictor. */
export function VisitorPrompt() {
  return (
    <section className={styles.visitor} aria-labelledby="predictor-visitor-title">
      <div>
        <h3 id="predictor-visitor-title" className={styles.visitorTitle}>
          {STAGE.visitor.title}
        </h3>
        <p>{STAGE.visitor.text}</p>
      </div>
      <div className={styles.visitorActions}>
        <ButtonLink to={loginPath} variant="accent">
          {STAGE.visitor.login}
        </ButtonLink>
        <ButtonLink to={registrationPath} variant="on-dark">
          {STAGE.visitor.register}
        </ButtonLink>
      </div>
    </section>
  );
}
