import { useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { NAV } from '#text/shell.ts';
import { AccountLink } from './AccountLink.tsx';
import { Logo } from './Logo.tsx';
import { NavItems } from './NavItems.tsx';
import { NotificationBell } from './NotificationBell.tsx';
import styles from './Header.module.css';

export function Header() {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const location = useLocation();
  const [menuPath, setMenuPath] = useState(location.pathname);

  // A navigation closes the menu (adjusting state while rendering, as React advises over an effect).
  if (menuPath !== location.pathname) {
    setMenuPath(location.pathname);
    setMenuOpen(false);
  }

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    const wide = window.matchMedia('(min-width: 720px)');
    const onWide = () => wide.matches && setMenuOpen(false);
    document.addEventListener('keydown', onKey);
    wide.addEventListener('change', onWide);
    document.body.dataset.menuOpen = 'true';
    return () => {
      document.removeEventListener('keydown', onKey);
      wide.removeEventListener('change', onWide);
      delete document.body.dataset.menuOpen;
    };
  }, [menuOpen]);

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to="/" className={styles.brand} aria-label={NAV.home}>
          <Logo inHeader />
        </Link>

        <nav className={styles.desktopNav} aria-label={NAV.label}>
          <NavItems listClassName={styles.list} linkClassName={styles.link} activeClassName={styles.active} />
        </nav>

        {/* Issue 24 §2: the bell of a signed-in user, in the bar at every width, before the account door. */}
        <NotificationBell
          className={styles.bell}
          activeClassName={styles.active}
          badgeClassName={styles.badge}
        />

        {/* Issue 20 §2: the account door stays in the bar at every width, beside the burger on a phone. */}
        <AccountLink className={styles.account} activeClassName={styles.active} />

        <button
          type="button"
          className={styles.burger}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? NAV.closeMenu : NAV.openMenu}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className={styles.burgerBox} data-open={menuOpen} aria-hidden="true">
            <span />
            <span />
            <span />
          </span>
        </button>
      </div>

      <nav id={menuId} className={styles.mobileNav} aria-label={NAV.mobileMenu} hidden={!menuOpen}>
        <NavItems
          listClassName={styles.mobileList}
          linkClassName={styles.mobileLink}
          activeClassName={styles.active}
          onNavigate={() => setMenuOpen(false)}
        />
        <AccountLink
          className={`${styles.mobileLink} ${styles.mobileAccount}`}
          activeClassName={styles.active}
          onNavigate={() => setMenuOpen(false)}
        />
      </nav>
    </header>
  );
}
