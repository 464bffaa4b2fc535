import { NavLink } from 'react-router';
import { COMMON } from '#text/common.ts';
import { NAV_ITEMS } from './nav-links.ts';

interface NavItemsProps {
  listClassName?: string;
  linkClassName?: string;
  activeClassName?: string;
  onNavigate?: () => void;
}

/** The header links as a list; the same list serves the desktop bar and the mobile menu. */
export function NavItems({ listClassName, linkClassName, activeClassName, onNavigate }: NavItemsProps) {
  return (
    <ul className={listClassName}>
      {NAV_ITEMS.map((item) => (
        <li key={item.label}>
          {item.external ? (
            <a
              className={linkClassName}
              href={item.href}
              target="_blank"
              rel="noopener noreferrer"
              onClick={onNavigate}
            >
              {item.label}
              <span aria-hidden="true"> ↗</span>
              <span className="visually-hidden"> {COMMON.opensInNewTab}</span>
            </a>
          ) : (
            <NavLink
              to={item.to}
              className={({ isActive }) =>
                [linkClassName, isActive && activeClassName].filter(Boolean).join(' ')
              }
              onClick={onNavigate}
            >
              {item.label}
            </NavLink>
          )}
        </li>
      ))}
    </ul>
  );
}
