import { useState } from 'react';
import { Link } from 'react-router';
import { COOKIES } from '#text/shell.ts';
import { Button } from '#ui/button/Button.tsx';
import { Icon } from '#ui/icons/Icon.tsx';
import { acceptCookies, hasAcceptedCookies } from './cookie-consent.ts';
import styles from './CookieBanner.module.css';

/** Spec 1 §2: a cookie notice with an Accept button; acceptance is a local flag. */
export function CookieBanner() {
  const [visible, setVisible] = useState(() => !hasAcceptedCookies());
  if (!visible) return null;
  return (
    <section className={styles.banner} aria-label={COOKIES.label}>
      <Icon name="cookie" size={32} className={styles.icon} />
      <p className={styles.text}>
        {COOKIES.text} <Link to="/mliga/pages/confidential/">{COOKIES.policyLink}</Link>.
      </p>
      <Button
        className={styles.accept}
        onClick={() => {
          acceptCookies();
          setVisible(false);
        }}
      >
        {COOKIES.accept}
      </Button>
    </section>
  );
}
