import { Navigate, useNavigate, useParams } from 'react-router';
import { NotFoundError } from '#api/errors.ts';
import { useSessionUser } from '#api/session.ts';
import { PREDICTOR } from '#text/games.ts';
import { PREDICTOR_INVITE } from '#text/predictor-leagues.ts';
import { Button } from '#ui/button/Button.tsx';
import { QueryState } from '#ui/feedback/QueryState.tsx';
import { PageTitle } from '#ui/layout/PageTitle.tsx';
import { Modal } from '#ui/modal/Modal.tsx';
import { toast } from '#ui/toast/toast.ts';
import { inviteLoginPath, PREDICTOR_LEAGUES } from '../paths.ts';
import { useAcceptPredictorInvite, usePredictorInviteInfo } from './api.ts';
import listPage from '#ui/layout/ListPage.module.css';
import styles from '#ui/leagues/leagues.module.css';
import own from './leagues.module.css';

const HASH = /^[A-Za-z0-9_-]{16,64}$/;
const T = PREDICTOR_INVITE;

function useInviteHash(): string {
  const { hash = '' } = useParams();
  if (!HASH.test(hash)) throw new NotFoundError();
  return hash;
}

/**
 * Issue 23 §1: an invite to a private predictor league (`/invite/{hash}/` leads here for one): a
 * popup asking whether to join, then «Мои лиги». A visitor signs in first and comes back.
 */
export function PredictorInvitePage() {
  const hash = useInviteHash();
  const user = useSessionUser();
  if (!user) return <Navigate replace to={inviteLoginPath(hash)} />;
  return <InviteConfirm hash={hash} />;
}

function InviteConfirm({ hash }: { hash: string }) {
  const navigate = useNavigate();
  const query = usePredictorInviteInfo(hash);
  const accept = useAcceptPredictorInvite();
  const toLeagues = () => void navigate(PREDICTOR_LEAGUES, { replace: true });
  const info = query.data;

  const join = () => {
    if (!info || accept.isPending) return;
    accept.mutate(
      { champId: info.champ.id, hash },
      {
        onSuccess: ({ message }) => {
          if (message) toast.success(message);
          toLeagues();
        },
      },
    );
  };

  // A fantasy league's invite opened here: its own game's page takes it.
  if (info?.game === 'fantasy') return <Navigate replace to={`/game/fantasy/invite/${hash}/`} />;

  return (
    <div className={listPage.page}>
      <PageTitle parts={[T.title, PREDICTOR.title]} />
      <header className={listPage.head}>
        <h2 className={styles.title}>{T.title}</h2>
      </header>
      {!info ? (
        <QueryState isError={query.isError} onRetry={() => void query.refetch()} />
      ) : (
        <Modal
          title={info.champ.is_member ? T.already : T.question(info.champ.name)}
          onClose={toLeagues}
          footer={
            info.champ.is_member ? (
              <Button onClick={toLeagues}>{T.toLeagues}</Button>
            ) : (
              <>
                <Button variant="secondary" onClick={toLeagues}>
                  {T.cancel}
                </Button>
                <Button onClick={join} disabled={accept.isPending}>
                  {accept.isPending ? T.busy : T.join}
                </Button>
              </>
            )
          }
        >
          <p className={own.inviteLeague}>{info.champ.name}</p>
          <p>{T.members(info.champ.members_count)}</p>
          <p className={own.inviteAbout}>{T.about}</p>
        </Modal>
      )}
    </div>
  );
}
