import type { NotificationItem } from '@mliga/contract';
import { formatDateTime } from '@mliga/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useSessionUser } from '#api/session.ts';
import { NOTIFICATIONS } from '#text/notifications.ts';
import { Button, ButtonLink } from '#ui/button/Button.tsx';
import { EmptyState } from '#ui/feedback/EmptyState.tsx';
import { QueryState } from '#ui/feedback/QueryState.tsx';
import { useNotifications } from './api/get-notifications.ts';
import { useMarkRead } from './api/mark-read.ts';
import { NotificationsFrame } from './NotificationsFrame.tsx';
import { NOTIFICATION_SETTINGS_PATH, NOTIFICATIONS_PATH, sitePath } from './paths.ts';
import { VisitorPrompt } from './VisitorPrompt.tsx';
import styles from './notifications.module.css';

const T = NOTIFICATIONS;

/** Issue 24 §2: the notification centre — the user's notifications, newest first, 20 a page. */
export function NotificationsPage() {
  const user = useSessionUser();
  return (
    <NotificationsFrame title={T.title} lead={T.lead} description={T.description}>
      {user ? <SignedIn userId={user.id} /> : <VisitorPrompt {...T.visitor} back={NOTIFICATIONS_PATH} />}
    </NotificationsFrame>
  );
}

function SignedIn({ userId }: { userId: number }) {
  const client = useQueryClient();
  const query = useNotifications(userId, client);
  const readAll = useMarkRead();
  const readOne = useMarkRead({ quiet: true });
  const pages = query.data?.pages;
  if (!pages) return <QueryState isError={query.isError} onRetry={() => void query.refetch()} />;

  const items = pages.flatMap((page) => page.items);
  // The newest answer's count: a page loaded later knows of notifications that came meanwhile.
  const unread = pages.at(-1)?.unread ?? 0;
  const settingsLink = (
    <ButtonLink to={NOTIFICATION_SETTINGS_PATH} variant="secondary" size="sm">
      {T.settings}
    </ButtonLink>
  );

  if (items.length === 0) {
    return (
      <EmptyState icon="bell" title={T.empty.title} text={T.empty.text}>
        {settingsLink}
      </EmptyState>
    );
  }

  return (
    <>
      <div className={styles.toolbar}>
        <p className={styles.count} aria-live="polite">
          {T.unread(unread)}
        </p>
        <div className={styles.toolbarActions}>
          <Button size="sm" disabled={unread === 0 || readAll.isPending} onClick={() => readAll.mutate({})}>
            {readAll.isPending ? T.readAllBusy : T.readAll}
          </Button>
          {settingsLink}
        </div>
      </div>
      <ul className={styles.list} aria-label={T.listLabel}>
        {items.map((item) => (
          <NotificationRow
            key={item.id}
            item={item}
            onOpen={() => {
              if (!item.read) readOne.mutate({ ids: [item.id] });
            }}
          />
        ))}
      </ul>
      {query.hasNextPage ? (
        <div className={styles.more}>
          <Button
            variant="secondary"
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {query.isFetchingNextPage ? T.moreBusy : T.more}
          </Button>
        </div>
      ) : null}
    </>
  );
}

/** One notification: unread ones are marked; its title leads to its link, which marks it read. */
function NotificationRow({ item, onOpen }: { item: NotificationItem; onOpen: () => void }) {
  const link = sitePath(item.link);
  const titleId = `notification-${item.id}`;
  return (
    <li className={styles.item} data-unread={item.read ? undefined : true}>
      <article aria-labelledby={titleId}>
        <div className={styles.itemHead}>
          <h2 id={titleId} className={styles.itemTitle}>
            {item.read ? null : <span className={styles.unreadMark}>{T.unreadMark}</span>}
            {link ? (
              <Link to={link} className={styles.itemLink} onClick={onOpen}>
                {item.title}
              </Link>
            ) : (
              item.title
            )}
          </h2>
          <time className={styles.time} dateTime={item.created_at}>
            {formatDateTime(new Date(item.created_at))}
          </time>
        </div>
        <p className={styles.body}>{item.body}</p>
      </article>
    </li>
  );
}
