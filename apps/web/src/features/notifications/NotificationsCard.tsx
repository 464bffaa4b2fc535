import { NOTIFICATION_SETTINGS } from '#text/notifications.ts';
import { ButtonLink } from '#ui/button/Button.tsx';
import { Card } from '#ui/layout/Card.tsx';
import { NOTIFICATION_SETTINGS_PATH, NOTIFICATIONS_PATH } from './paths.ts';
import styles from './notifications.module.css';

const T = NOTIFICATION_SETTINGS.profileCard;

/** The profile screens' card (issue 24 §2 «Settings in the profile»): the settings and the list. */
export function NotificationsCard() {
  return (
    <Card as="section" className={styles.profileCard} labelledBy="profile-notifications-title">
      <h3 id="profile-notifications-title" className={styles.profileCardTitle}>
        {T.title}
      </h3>
      <p className={styles.profileCardText}>{T.text}</p>
      <div className={styles.profileCardActions}>
        <ButtonLink to={NOTIFICATION_SETTINGS_PATH} variant="secondary" size="sm">
          {T.settings}
        </ButtonLink>
        <ButtonLink to={NOTIFICATIONS_PATH} variant="ghost" size="sm">
          {T.list}
        </ButtonLink>
      </div>
    </Card>
  );
}
