import { Link } from 'react-router';
import { PAGINATION } from '#text/predictor.ts';
import { pageList } from './page-list.ts';
import styles from './Pagination.module.css';

interface PaginationProps {
  page: number;
  pageCount: number;
  /** Where page n lives (a link keeps the page shareable and opens in a new tab on request). */
  hrefFor: (page: number) => string;
  /** Shown only when there is more than one page's worth (spec 1 §9); the caller decides. */
  label?: string;
}

/** Page links with the current page marked, 1 sibling on each side and ellipses (spec 1 §9). */
export function Pagination({ page, pageCount, hrefFor, label = PAGINATION.label }: PaginationProps) {
  if (pageCount <= 1) return null;
  const items = pageList(page, pageCount);
  return (
    <nav className={styles.nav} aria-label={label}>
      <ul className={styles.list}>
        <li>
          <Arrow to={page > 1 ? hrefFor(page - 1) : null} label={PAGINATION.prev} glyph="‹" />
        </li>
        {items.map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <Link
                to={hrefFor(item)}
                className={styles.page}
                aria-current={item === page ? 'page' : undefined}
                aria-label={PAGINATION.page(item)}
              >
                {item}
              </Link>
            </li>
          ) : (
            <li key={item} className={styles.ellipsis}>
              <span aria-hidden="true">…</span>
              <span className="visually-hidden">{PAGINATION.ellipsis}</span>
            </li>
          ),
        )}
        <li>
          <Arrow to={page < pageCount ? hrefFor(page + 1) : null} label={PAGINATION.next} glyph="›" />
        </li>
      </ul>
    </nav>
  );
}

function Arrow({ to, label, glyph }: { to: string | null; label: string; glyph: string }) {
  if (!to)
    return (
      <span className={`${styles.page} ${styles.arrow}`} aria-disabled="true" aria-label={label} role="link">
        <span aria-hidden="true">{glyph}</span>
      </span>
    );
  return (
    <Link to={to} className={`${styles.page} ${styles.arrow}`} aria-label={label}>
      <span aria-hidden="true">{glyph}</span>
    </Link>
  );
}
