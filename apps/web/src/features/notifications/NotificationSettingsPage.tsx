import type { NotificationKind, NotificationSetting, NotificationSettings } from '@mliga/contract';
import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { useSessionUser } from '#api/session.ts';
import { NOTIFICATION_KIND_TEXT, NOTIFICATION_SETTINGS } from '#text/notifications.ts';
import { Button } from '#ui/button/Button.tsx';
import { QueryState } from '#ui/feedback/QueryState.tsx';
import { toast } from '#ui/toast/toast.ts';
import { useNotificationSettings, useSaveNotificationSettings } from './api/settings.ts';
import { NotificationsFrame } from './NotificationsFrame.tsx';
import { afterOnboardingPath, ONBOARDING_PARAM } from './onboarding.ts';
import { NOTIFICATION_SETTINGS_PATH, NOTIFICATIONS_PATH } from './paths.ts';
import { VisitorPrompt } from './VisitorPrompt.tsx';
import styles from './notifications.module.css';

const T = NOTIFICATION_SETTINGS;

/**
 * Issue 24 §2: per kind, email and/or site. With `?onboarding=…` it is the ask right after
 * registration (docs/decisions/079): its own heading, «Сохранить» and «Пропустить» — both save,
 * so the API records that the user was asked — and then on to where registration was going.
 */
export function NotificationSettingsPage() {
  const user = useSessionUser();
  const [params] = useSearchParams();
  const onboarding = params.get(ONBOARDING_PARAM);
  // A visitor who opens an onboarding address (signed out meanwhile) is asked nothing.
  if (!user && onboarding !== null) return <Navigate replace to={NOTIFICATION_SETTINGS_PATH} />;
  const next = onboarding === null ? null : afterOnboardingPath(onboarding);
  return (
    <NotificationsFrame
      title={next ? T.onboarding.title : T.title}
      lead={next ? T.onboarding.lead : T.lead}
      description={T.description}
    >
      {user ? <SignedIn next={next} /> : <VisitorPrompt {...T.visitor} back={NOTIFICATION_SETTINGS_PATH} />}
    </NotificationsFrame>
  );
}

type Choice = Pick<NotificationSetting, 'email' | 'site'>;
/** What the user switched; a kind not in it shows the stored choice. */
type Drafts = Partial<Record<NotificationKind, Choice>>;

function SignedIn({ next }: { next: string | null }) {
  const query = useNotificationSettings();
  const save = useSaveNotificationSettings();
  const navigate = useNavigate();
  const [drafts, setDrafts] = useState<Drafts>({});
  const [skipping, setSkipping] = useState(false);
  const data = query.data;
  if (!data) return <QueryState isError={query.isError} onRetry={() => void query.refetch()} />;

  const rows = data.settings.map((s) => ({ ...s, ...drafts[s.kind] }));
  const change = (kind: NotificationKind, patch: Partial<Choice>) =>
    setDrafts((current) => {
      const stored = data.settings.find((s) => s.kind === kind)!;
      return { ...current, [kind]: { email: stored.email, site: stored.site, ...current[kind], ...patch } };
    });

  const send = (settings: NotificationSettings['settings'], skip: boolean) => {
    if (save.isPending) return;
    setSkipping(skip);
    save.mutate(
      // A kind that never comes by email is sent without `email` (the API's coercion would read a
      // null as false and refuse it: docs/decisions/079).
      {
        settings: settings.map(({ kind, email, site }) =>
          email === null ? { kind, site } : { kind, email, site },
        ),
      },
      {
        onSuccess: ({ message }) => {
          setDrafts({});
          if (!skip && message) toast.success(message);
          if (next) void navigate(next, { replace: true });
        },
      },
    );
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send(rows, false);
  };

  return (
    <form className={styles.settingsForm} onSubmit={submit} noValidate aria-busy={save.isPending}>
      {next ? <p className={styles.onboardingNote}>{T.onboarding.note}</p> : null}
      <ul className={styles.kinds} aria-label={T.listLabel}>
        {rows.map((row) => (
          <KindRow key={row.kind} row={row} onChange={(patch) => change(row.kind, patch)} />
        ))}
      </ul>
      <div className={styles.formActions}>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending && !skipping ? T.saveBusy : T.save}
        </Button>
        {next ? (
          // Skipping keeps the defaults as they came, but saves them: the user has been asked.
          <Button variant="secondary" disabled={save.isPending} onClick={() => send(data.settings, true)}>
            {T.onboarding.skip}
          </Button>
        ) : (
          <Link to={NOTIFICATIONS_PATH} className={styles.backLink}>
            {T.toList}
          </Link>
        )}
      </div>
    </form>
  );
}

function KindRow({
  row,
  onChange,
}: {
  row: NotificationSetting;
  onChange: (patch: Partial<Choice>) => void;
}) {
  const kind = NOTIFICATION_KIND_TEXT[row.kind];
  return (
    <li className={styles.kind}>
      <div className={styles.kindText}>
        <h2 className={styles.kindName}>{kind.name}</h2>
        <p className={styles.kindHint}>{kind.text}</p>
      </div>
      <div className={styles.channels}>
        {row.email === null ? (
          <span className={styles.siteOnly}>{T.siteOnly}</span>
        ) : (
          <Switch
            label={T.email}
            name={T.switchLabel(kind.name, T.email)}
            checked={row.email}
            onChange={(email) => onChange({ email })}
          />
        )}
        <Switch
          label={T.site}
          name={T.switchLabel(kind.name, T.site)}
          checked={row.site}
          onChange={(site) => onChange({ site })}
        />
      </div>
    </li>
  );
}

interface SwitchProps {
  /** The word beside the switch. */
  label: string;
  /** Its accessible name, with the kind: the word alone would repeat in every row. */
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** A checkbox drawn as a switch (`role="switch"`: on or off, saved with the form). */
function Switch({ label, name, checked, onChange }: SwitchProps) {
  return (
    <label className={styles.switch}>
      <input
        type="checkbox"
        role="switch"
        className={styles.switchInput}
        checked={checked}
        aria-label={name}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span className={styles.switchTrack} aria-hidden="true" />
      <span className={styles.switchLabel} aria-hidden="true">
        {label}
      </span>
    </label>
  );
}
