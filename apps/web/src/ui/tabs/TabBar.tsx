import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import styles from './TabBar.module.css';

export interface Tab {
  label: string;
  to: string;
  /** When the tab counts as the current one; by default, when the path starts with `to`. */
  activeWhen?: (pathname: string) => boolean;
}

const withSlash = (path: string) => (path.endsWith('/') ? path : `${path}/`);

/** The tab strip of a game shell; scrolls sideways on a phone, keeping the current tab in view. */
export function TabBar({ tabs, label }: { tabs: Tab[]; label: string }) {
  const pathname = withSlash(useLocation().pathname);
  const barRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const bar = barRef.current;
    const current = bar?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!bar || !current || bar.scrollWidth <= bar.clientWidth) return;
    bar.scrollTo?.({ left: current.offsetLeft - (bar.clientWidth - current.offsetWidth) / 2 });
  }, [pathname]);

  return (
    <nav ref={barRef} className={styles.bar} aria-label={label}>
      <ul className={styles.list}>
        {tabs.map((tab) => {
          const active = tab.activeWhen ? tab.activeWhen(pathname) : pathname.startsWith(withSlash(tab.to));
          return (
            <li key={tab.to}>
              <Link
                to={tab.to}
                className={[styles.tab, active ? styles.active : ''].join(' ')}
                aria-current={active ? 'page' : undefined}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
