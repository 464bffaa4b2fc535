import type { UnsubscribeInfo } from '@mliga/contract';
import { useSearchParams } from 'react-router';
import { ApiError } from '#api/errors.ts';
import { useIsSignedIn } from '#api/session.ts';
import { UNSUBSCRIBE } from '#text/notifications.ts';
import { Button, ButtonLink } from '#ui/button/Button.tsx';
import { EmptyState } from '#ui/feedback/EmptyState.tsx';
import { QueryState } from '#ui/feedback/QueryState.tsx';
import { Card } from '#ui/layout/Card.tsx';
import { useUnsubscribe, useUnsubscribeInfo } from './api/unsubscribe.ts';
import { NotificationsFrame } from './NotificationsFrame.tsx';
import { NOTIFICATION_SETTINGS_PATH } from './paths.ts';
import styles from './notifications.module.css';

const T = UNSUBSCRIBE;

/**
 * Issue 24 §2: an email's one-click unsubscribe link, `/unsubscribe/?token=…`, signed in or not.
 * The page asks first (a mail scanner that opens the link must not unsubscribe anyone); the
 * button POSTs the same token. A bad token's reason is the API's own words.
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  return (
    <NotificationsFrame title={T.title} description={T.description}>
      {token ? <Unsubscribe token={token} /> : <Invalid message={T.noToken} />}
    </NotificationsFrame>
  );
}

/** The 400 of a bad token carries the reason to show; anything else is a failed load. */
const refusal = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : null;

function Unsubscribe({ token }: { token: string }) {
  const info = useUnsubscribeInfo(token);
  const unsubscribe = useUnsubscribe(token);

  if (unsubscribe.isSuccess) {
    const done = unsubscribe.data.data;
    return <Outcome title={T.done.title(done.kind_name)} text={T.done.text(done.email)} />;
  }
  const refused = refusal(info.error) ?? refusal(unsubscribe.error);
  if (refused) return <Invalid message={refused} />;
  if (!info.data) return <QueryState isError={info.isError} onRetry={() => void info.refetch()} />;
  if (!info.data.subscribed) {
    return <Outcome title={T.already.title(info.data.kind_name)} text={T.already.text(info.data.email)} />;
  }
  return (
    <Question
      info={info.data}
      busy={unsubscribe.isPending}
      failure={unsubscribe.error instanceof Error ? unsubscribe.error.message : null}
      onConfirm={() => unsubscribe.mutate()}
    />
  );
}

interface QuestionProps {
  info: UnsubscribeInfo;
  busy: boolean;
  /** Why the last try failed (the network, the server), shown under the button. */
  failure: string | null;
  onConfirm: () => void;
}

function Question({ info, busy, failure, onConfirm }: QuestionProps) {
  return (
    <Card as="section" className={styles.unsubscribe} labelledBy="unsubscribe-question">
      <h2 id="unsubscribe-question" className={styles.unsubscribeTitle}>
        {T.question(info.kind_name, info.email)}
      </h2>
      <p className={styles.unsubscribeNote}>{T.note}</p>
      <div className={styles.unsubscribeActions}>
        <Button disabled={busy} onClick={onConfirm} aria-busy={busy || undefined}>
          {busy ? T.busy : T.confirm}
        </Button>
      </div>
      {failure ? (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      ) : null}
    </Card>
  );
}

/** Done, or done before: a signed-in user goes on to the settings, anybody else to the home page. */
function Outcome({ title, text }: { title: string; text: string }) {
  const signedIn = useIsSignedIn();
  return (
    <div role="status">
      <EmptyState icon="bell" title={title} text={text}>
        {signedIn ? (
          <ButtonLink to={NOTIFICATION_SETTINGS_PATH}>{T.toSettings}</ButtonLink>
        ) : (
          <ButtonLink to="/">{T.toHome}</ButtonLink>
        )}
      </EmptyState>
    </div>
  );
}

function Invalid({ message }: { message: string }) {
  return (
    <EmptyState icon="whistle" title={T.invalidTitle} text={message}>
      <ButtonLink to="/" variant="secondary">
        {T.toHome}
      </ButtonLink>
    </EmptyState>
  );
}
