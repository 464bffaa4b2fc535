import { NavLink } from 'react-router';
import { useIsSignedIn } from '#api/session.ts';
import { BELL } from '#text/shell.ts';
import { Icon } from '#ui/icons/Icon.tsx';
import { NOTIFICATIONS_PATH, useUnreadCount } from '../../features/notifications/index.ts';

interface NotificationBellProps {
  className?: string;
  activeClassName?: string;
  badgeClassName?: string;
}

/**
 * Issue 24 §2: the header's bell for a signed-in user — the unread count as a badge (none at 0,
 * «99+» above 99), named with it for assistive technology, leading to the notification centre.
 */
export function NotificationBell(props: NotificationBellProps) {
  // The count is asked for only while someone is signed in: a visitor has no bell.
  return useIsSignedIn() ? <Bell {...props} /> : null;
}

function Bell({ className, activeClassName, badgeClassName }: NotificationBellProps) {
  const unread = useUnreadCount();
  return (
    <NavLink
      to={NOTIFICATIONS_PATH}
      end
      className={({ isActive }) => [className, isActive && activeClassName].filter(Boolean).join(' ')}
      aria-label={BELL.label(unread)}
    >
      <Icon name="bell" size={22} />
      {unread > 0 ? (
        <span className={badgeClassName} aria-hidden="true">
          {BELL.badge(unread)}
        </span>
      ) : null}
    </NavLink>
  );
}
