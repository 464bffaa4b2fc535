import type { MyChamp } from '@mliga/contract';
import { LEAGUES } from '#text/fantasy-leagues.ts';
import { Button, ButtonLink } from '#ui/button/Button.tsx';
import { confirmAction } from '#ui/modal/confirm-action.ts';
import { copyText } from '#ui/share/copy-text.ts';
import { toast } from '#ui/toast/toast.ts';
import { champPath, inviteUrl, useDeleteLeague, useLeaveLeague } from './api.ts';
import { toastError } from './feedback.ts';
import listPage from '#ui/layout/ListPage.module.css';
import styles from '#ui/leagues/leagues.module.css';

/**
 * One champ of the user (spec 2 §3 Champ): its place and members, details (its rating),
 * share (copies the invite link) and the actions the server allows, delete and leave
 * asking first (spec 2 §4).
 */
export function LeagueCard({ champ, leagueId }: { champ: MyChamp; leagueId: number }) {
  const remove = useDeleteLeague();
  const leave = useLeaveLeague();
  const busy = remove.isPending || leave.isPending;

  const share = async () => {
    if (!champ.invite_hash) return;
    const link = inviteUrl(champ.invite_hash);
    if (await copyText(link)) toast.success(LEAGUES.copied, { description: link });
    else toast.error(LEAGUES.copyFailed, { description: link, timeout: LEAGUES.errorToastMs });
  };

  /** Delete and leave: the same danger button, asking first (spec 2 §4). */
  const dangerActions = [
    { action: 'delete', mutation: remove, label: LEAGUES.actions.delete, confirm: LEAGUES.confirmDelete },
    { action: 'leave', mutation: leave, label: LEAGUES.actions.leave, confirm: LEAGUES.confirmLeave },
  ] as const;

  const ask = ({ mutation, confirm }: (typeof dangerActions)[number]) =>
    confirmAction({
      title: confirm.title(champ.name),
      text: confirm.text,
      confirm: confirm.confirm,
      cancel: LEAGUES.cancel,
      onConfirm: () =>
        mutation.mutate(champ.id, {
          onSuccess: ({ message }) => toast.success(message),
          onError: (error) => toastError(error),
        }),
    });

  const titleId = `league-${champ.id}-title`;
  return (
    <li className={styles.card} data-type={champ.type} aria-labelledby={titleId}>
      <div className={styles.cardHead}>
        <span className={styles.type}>{LEAGUES.types[champ.type] ?? champ.type}</span>
        <h3 id={titleId} className={listPage.cardTitle}>
          {champ.name}
        </h3>
      </div>
      <ul className={styles.facts}>
        <li className={styles.place}>{LEAGUES.place(champ.place)}</li>
        <li>{LEAGUES.members(champ.members_count)}</li>
        <li>{LEAGUES.team(champ.team.name)}</li>
        {champ.actions.includes('delete') ? <li className={styles.owner}>{LEAGUES.owner}</li> : null}
      </ul>
      <div className={styles.actions}>
        <ButtonLink
          size="sm"
          variant="secondary"
          to={champPath(leagueId, champ)}
          aria-label={LEAGUES.actionLabel(LEAGUES.actions.details, champ.name)}
        >
          {LEAGUES.actions.details}
        </ButtonLink>
        {champ.invite_hash ? (
          <Button
            size="sm"
            variant="secondary"
            aria-label={LEAGUES.actionLabel(LEAGUES.actions.share, champ.name)}
            onClick={() => void share()}
          >
            {LEAGUES.actions.share}
          </Button>
        ) : null}
        {dangerActions
          .filter(({ action }) => champ.actions.includes(action))
          .map((danger) => (
            <Button
              key={danger.action}
              size="sm"
              variant="ghost"
              className={listPage.danger}
              disabled={busy}
              aria-label={LEAGUES.actionLabel(danger.label, champ.name)}
              onClick={() => ask(danger)}
            >
              {danger.label}
            </Button>
          ))}
      </div>
    </li>
  );
}
