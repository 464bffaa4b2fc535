import type { PredictorPrivateLeague } from '@mliga/contract';
import { PREDICTOR_LEAGUES } from '#text/predictor-leagues.ts';
import { Button, ButtonLink } from '#ui/button/Button.tsx';
import { confirmAction } from '#ui/modal/confirm-action.ts';
import { copyText } from '#ui/share/copy-text.ts';
import { toast } from '#ui/toast/toast.ts';
import { inviteUrl, leaguePredictionsPath, ratingPath } from '../paths.ts';
import { useDeletePredictorLeague, useLeavePredictorLeague } from './api.ts';
import listPage from '#ui/layout/ListPage.module.css';
import styles from '#ui/leagues/leagues.module.css';
import own from './leagues.module.css';

const T = PREDICTOR_LEAGUES;

interface LeagueCardProps {
  league: PredictorPrivateLeague;
  /** The predictor league the rating belongs to. */
  leagueId: number;
  /** The latest closed stage, whose members' predictions may be read; null before any closes. */
  stageId: number | null;
}

/** The system share sheet where there is one (phones); null elsewhere. */
const canShare = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/**
 * One private league of the user: place and members, the invite link to copy or share, its
 * rating and members' predictions, and delete (the creator) or leave, asking first.
 */
export function LeagueCard({ league, leagueId, stageId }: LeagueCardProps) {
  const remove = useDeletePredictorLeague();
  const leave = useLeavePredictorLeague();
  const busy = remove.isPending || leave.isPending;
  const link = inviteUrl(league.invite_hash);

  const copy = async () => {
    if (await copyText(link)) toast.success(T.invite.copied, { description: link });
    else toast.error(T.invite.copyFailed, { description: link });
  };

  const share = async () => {
    try {
      await navigator.share({
        title: T.invite.shareTitle(league.name),
        text: T.invite.shareText(league.name),
        url: link,
      });
    } catch (error) {
      // The user closed the sheet: nothing to say. Anything else falls back to copying.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      await copy();
    }
  };

  const dangerActions = [
    { action: 'delete', mutation: remove, label: T.actions.delete, confirm: T.confirmDelete },
    { action: 'leave', mutation: leave, label: T.actions.leave, confirm: T.confirmLeave },
  ] as const;

  const ask = ({ mutation, confirm }: (typeof dangerActions)[number]) =>
    confirmAction({
      title: confirm.title(league.name),
      text: confirm.text,
      confirm: confirm.confirm,
      cancel: T.cancel,
      onConfirm: () =>
        mutation.mutate(league.id, {
          onSuccess: ({ message }) => {
            if (message) toast.success(message);
          },
        }),
    });

  const titleId = `predictor-league-${league.id}-title`;
  const inviteId = `predictor-league-${league.id}-invite`;
  return (
    <li className={styles.card} aria-labelledby={titleId}>
      <h3 id={titleId} className={listPage.cardTitle}>
        {league.name}
      </h3>
      <ul className={styles.facts}>
        <li className={styles.place}>{T.place(league.place)}</li>
        <li>{T.members(league.members_count)}</li>
        {league.actions.includes('delete') ? <li className={styles.owner}>{T.owner}</li> : null}
      </ul>
      {league.invite_hash ? (
        <div className={own.invite} role="group" aria-labelledby={inviteId}>
          <span id={inviteId} className={own.inviteLabel}>
            {T.invite.label}
          </span>
          <div className={own.inviteRow}>
            {/* The whole link, wrapping: a tap selects all of it to copy by hand. */}
            <code className={own.inviteLink}>{link}</code>
            <Button
              size="sm"
              variant="secondary"
              aria-label={T.actionLabel(T.invite.copy, league.name)}
              onClick={() => void copy()}
            >
              {T.invite.copy}
            </Button>
            {canShare() ? (
              <Button
                size="sm"
                variant="secondary"
                aria-label={T.actionLabel(T.invite.share, league.name)}
                onClick={() => void share()}
              >
                {T.invite.share}
              </Button>
            ) : null}
          </div>
        </div>
      ) : null}
      <div className={`${styles.actions} ${own.actions}`}>
        <ButtonLink
          size="sm"
          variant="secondary"
          to={ratingPath(league.id, leagueId)}
          aria-label={T.actionLabel(T.actions.rating, league.name)}
        >
          {T.actions.rating}
        </ButtonLink>
        {stageId !== null ? (
          <ButtonLink
            size="sm"
            variant="secondary"
            to={leaguePredictionsPath(league.id, stageId)}
            aria-label={T.actionLabel(T.actions.predictions, league.name)}
          >
            {T.actions.predictions}
          </ButtonLink>
        ) : null}
        {dangerActions
          .filter(({ action }) => league.actions.includes(action))
          .map((danger) => (
            <Button
              key={danger.action}
              size="sm"
              variant="ghost"
              className={listPage.danger}
              disabled={busy}
              aria-label={T.actionLabel(danger.label, league.name)}
              onClick={() => ask(danger)}
            >
              {danger.label}
            </Button>
          ))}
      </div>
    </li>
  );
}
