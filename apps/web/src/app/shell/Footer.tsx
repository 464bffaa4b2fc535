import { Link } from 'react-router';
import { CONTACT_EMAILS, SOCIAL_LINKS } from '#config/site.ts';
import { COMMON } from '#text/common.ts';
import { FOOTER } from '#text/shell.ts';
import { Logo } from './Logo.tsx';
import { SocialIcon } from './SocialIcon.tsx';
import styles from './Footer.module.css';

const CONTACTS = [
  { label: FOOTER.president, email: CONTACT_EMAILS.president },
  { label: FOOTER.referees, email: CONTACT_EMAILS.referees },
  { label: FOOTER.advertising, email: CONTACT_EMAILS.advertising },
];

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer} aria-label={FOOTER.label}>
      <div className={styles.inner}>
        <div className={styles.brandCol}>
          <Link to="/" className={styles.brand}>
            <Logo />
          </Link>
          <p className={styles.disclaimer}>{FOOTER.disclaimer}</p>
          <ul className={styles.social} aria-label={FOOTER.social}>
            {SOCIAL_LINKS.map(({ network, url }) => (
              <li key={network}>
                <a
                  className={styles.socialLink}
                  href={url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${FOOTER.networks[network]} ${COMMON.opensInNewTab}`}
                  title={FOOTER.networks[network]}
                >
                  <SocialIcon network={network} />
                </a>
              </li>
            ))}
          </ul>
        </div>

        <nav className={styles.col} aria-labelledby="footer-docs">
          <h2 id="footer-docs" className={styles.heading}>
            {FOOTER.docs}
          </h2>
          <ul className={styles.links}>
            <li>
              <Link to="/mliga/pages/agreement/">{FOOTER.agreement}</Link>
            </li>
            <li>
              <Link to="/mliga/pages/confidential/">{FOOTER.privacy}</Link>
            </li>
          </ul>
        </nav>

        <section className={styles.col} aria-labelledby="footer-contacts">
          <h2 id="footer-contacts" className={styles.heading}>
            {FOOTER.contacts}
          </h2>
          <ul className={styles.links}>
            {CONTACTS.map(({ label, email }) => (
              <li key={email}>
                <span className={styles.contactRole}>{label}</span>
                <a href={`mailto:${email}`}>{email}</a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className={styles.bottom}>
        <p>{FOOTER.copyright(year)}</p>
      </div>
    </footer>
  );
}
