import { useEffect, useRef } from 'react';
import { NavLink } from 'react-router';
import { useLiveStream } from '#api/live.ts';
import { useIsSignedIn } from '#api/session.ts';
import { BELL } from '#text/shell.ts';
import { Icon } from '#ui/icons/Icon.tsx';
import { NOTIFICATIONS_PATH, useUnread } from '../../features/notifications/index.ts';

/** The live stream's topic of a bulk round of notifications, which every bell follows. */
const BROADCAST_TOPIC = 'notifications';
/** A broadcast is answered within this long, at random: a million bells do not ask in the same second. */
const BROADCAST_SPREAD_MS = 30_000;

interface NotificationBellProps {
  className?: string;
  activeClassName?: string;
  badgeClassName?: string;
}

/**
 * Issue 24 §2: the header's bell for a signed-in user — the unread count as a badge (none at 0,
 * «99+» above 99), named with it for assistive technology, leading to the notification centre. The
 * count is polled every minute and asked for again as soon as the live stream says something came.
 */
export function NotificationBell(props: NotificationBellProps) {
  // The count is asked for only while someone is signed in: a visitor has no bell.
  return useIsSignedIn() ? <Bell {...props} /> : null;
}

function Bell({ className, activeClassName, badgeClassName }: NotificationBellProps) {
  const { unread, liveTopic, refetch } = useUnread();
  useLiveRefetch(liveTopic, refetch);
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

/**
 * Follows the user's own topic and the broadcast: a message of the first asks for the count at once,
 * a broadcast (or a `reset`, after which what was missed is unknown) after a random delay; the
 * stream's first connection asks for it too.
 */
function useLiveRefetch(topic: string | null, refetch: () => void): void {
  const delayed = useRef<ReturnType<typeof setTimeout> | null>(null);
  const cancel = () => {
    if (delayed.current !== null) clearTimeout(delayed.current);
    delayed.current = null;
  };
  useEffect(() => cancel, [topic]);
  useLiveStream(
    topic ? [topic, BROADCAST_TOPIC] : [],
    topic ? null : undefined,
    (message) => {
      if (message.topic === topic) {
        cancel();
        refetch();
      } else if (delayed.current === null) {
        delayed.current = setTimeout(() => {
          delayed.current = null;
          refetch();
        }, Math.random() * BROADCAST_SPREAD_MS);
      }
    },
    // The count was read before the stream listened: read it again once it does.
    refetch,
  );
}
