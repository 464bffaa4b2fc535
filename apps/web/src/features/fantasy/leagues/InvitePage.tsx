import { Navigate, useNavigate, useParams } from 'react-router';
import { buildUrl } from '#api/url.ts';
import { NotFoundError } from '#api/errors.ts';
import { useSessionUser } from '#api/session.ts';
import { INVITE, LEAGUES } from '#text/fantasy-leagues.ts';
import { FANTASY } from '#text/games.ts';
import { Button } from '#ui/button/Button.tsx';
import { QueryState } from '#ui/feedback/QueryState.tsx';
import { PageTitle } from '#ui/layout/PageTitle.tsx';
import { Modal } from '#ui/modal/Modal.tsx';
import { toast } from '#ui/toast/toast.ts';
import { useAcceptInvite, useInviteInfo } from './api.ts';
import { toastError } from './feedback.ts';
import listPage from '#ui/layout/ListPage.module.css';
import styles from '#ui/leagues/leagues.module.css';

export const MY_LEAGUES = '/game/fantasy/my-leagues/';
const HASH = /^[A-Za-z0-9_-]{16,64}$/;

/** The path a visitor signs in with: back to the invite afterwards (spec 1 §2 returnUrl `/invite/…`). */
export const inviteLoginPath = (hash: string) =>
  buildUrl('/game/fantasy/users/login/', { returnUrl: `/invite/${hash}/` });

function useInviteHash(): string {
  const { hash = '' } = useParams();
  if (!HASH.test(hash)) throw new NotFoundError();
  return hash;
}

/**
 * Spec 2 §2 `invite/{hash}/`: a confirm popup asking whether to join the league, then
 * my-leagues. A visitor goes to sign in first and comes back here.
 */
export function InvitePage() {
  const hash = useInviteHash();
  const user = useSessionUser();
  if (!user) return <Navigate replace to={inviteLoginPath(hash)} />;
  return <InviteConfirm hash={hash} />;
}

function InviteConfirm({ hash }: { hash: string }) {
  const navigate = useNavigate();
  const query = useInviteInfo(hash);
  const accept = useAcceptInvite();
  const toLeagues = () => void navigate(MY_LEAGUES, { replace: true });
  const info = query.data;

  const join = () => {
    if (!info || accept.isPending) return;
    accept.mutate(
      { champId: info.champ.id, hash },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          toLeagues();
        },
        onError: (error) => toastError(error, LEAGUES.errorToastMs),
      },
    );
  };

  // A predictor league's invite opened here: its own game's page takes it (issue 23 §1).
  if (info?.game === 'predictor') return <Navigate replace to={predictorInvitePath(hash)} />;

  return (
    <div className={listPage.page}>
      <PageTitle parts={[INVITE.title, FANTASY.title]} />
      <header className={listPage.head}>
        <h2 className={styles.title}>{INVITE.title}</h2>
      </header>
      {!info ? (
        <QueryState isError={query.isError} onRetry={() => void query.refetch()} />
      ) : (
        <Modal
          title={info.champ.is_member ? INVITE.already : INVITE.question(info.champ.name)}
          onClose={toLeagues}
          footer={
            info.champ.is_member ? (
              <Button onClick={toLeagues}>{INVITE.toLeagues}</Button>
            ) : (
              <>
                <Button variant="secondary" onClick={toLeagues}>
                  {INVITE.cancel}
                </Button>
                <Button onClick={join} disabled={accept.isPending}>
                  {accept.isPending ? INVITE.busy : INVITE.join}
                </Button>
              </>
            )
          }
        >
          <p className={styles.inviteLeague}>{info.champ.name}</p>
          <p>{INVITE.members(info.champ.members_count)}</p>
        </Modal>
      )}
    </div>
  );
}

/** The predictor's invite route (features/predictor): a private predictor league's invite goes there. */
const predictorInvitePath = (hash: string) => `/game/predictor/invite/${hash}/`;

/**
 * `/invite/{hash}/` (spec 1's returnUrl form of an invite, and the link both games share) leads to
 * the invite route of the league's game, which the invite's answer names (issue 23 §1).
 */
export function InviteAliasRedirect() {
  const hash = useInviteHash();
  const query = useInviteInfo(hash);
  const info = query.data;
  if (!info) return <QueryState isError={query.isError} onRetry={() => void query.refetch()} />;
  const to = info.game === 'predictor' ? predictorInvitePath(hash) : `/game/fantasy/invite/${hash}/`;
  return <Navigate replace to={to} />;
}
