import { NavLink, useLocation } from 'react-router';
import { useSessionUser } from '#api/session.ts';
import { accountPath, withReturnUrl, type Game } from '../account-paths.ts';
import { NAV } from '#text/shell.ts';

/** The game a path belongs to, if any: its account screens are the ones to open. */
function gameOf(pathname: string): Game | null {
  if (pathname.startsWith('/game/fantasy/')) return 'fantasy';
  if (pathname.startsWith('/game/predictor/')) return 'predictor';
  return null;
}

interface AccountLinkProps {
  className?: string;
  activeClassName?: string;
  onNavigate?: () => void;
}

/**
 * Issue 20 §2: «Войти», or «Профиль» (named with the login for assistive technology), reachable
 * from the header at every width. Inside a game it opens that game's account screens and a sign-in
 * comes back to the game; elsewhere it opens the predictor's (one account serves both games).
 */
export function AccountLink({ className, activeClassName, onNavigate }: AccountLinkProps) {
  const user = useSessionUser();
  const { pathname } = useLocation();
  const game = gameOf(pathname);
  const classes = ({ isActive }: { isActive: boolean }) =>
    [className, isActive && activeClassName].filter(Boolean).join(' ');
  if (user) {
    return (
      <NavLink
        to={accountPath(game ?? 'predictor', 'profile')}
        className={classes}
        aria-label={NAV.profileName(user.login)}
        onClick={onNavigate}
      >
        <PersonIcon />
        <span data-label>{NAV.profile}</span>
      </NavLink>
    );
  }
  const login = accountPath(game ?? 'predictor', 'login');
  return (
    <NavLink
      to={game ? withReturnUrl(login, `/game/${game}/`) : login}
      className={classes}
      onClick={onNavigate}
    >
      <PersonIcon />
      <span>
        {NAV.login} <span className="visually-hidden">{NAV.loginHidden}</span>
      </span>
    </NavLink>
  );
}

function PersonIcon() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </svg>
  );
}
