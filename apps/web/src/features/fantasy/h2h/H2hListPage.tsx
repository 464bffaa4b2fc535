import type { H2hChamp } from '@mliga/contract';
import { useSessionUser } from '#api/session.ts';
import { H2H } from '#text/fantasy-leagues.ts';
import { FANTASY } from '#text/games.ts';
import { Button, ButtonLink } from '#ui/button/Button.tsx';
import { EmptyState } from '#ui/feedback/EmptyState.tsx';
import { QueryState } from '#ui/feedback/QueryState.tsx';
import { PageTitle } from '#ui/layout/PageTitle.tsx';
import { confirmAction } from '#ui/modal/confirm-action.ts';
import { toast } from '#ui/toast/toast.ts';
import { useH2hList, useH2hMembership } from './api.ts';
import listPage from '#ui/layout/ListPage.module.css';
import styles from './h2h.module.css';

export const h2hPath = (id: number) => `/game/fantasy/h2h/${id}/`;

/** Spec 2 §2 "H2H": the season's tournaments with join and leave. */
export function H2hListPage() {
  const query = useH2hList();
  const data = query.data;
  return (
    <div className={listPage.page}>
      <PageTitle parts={[H2H.title, FANTASY.title]} />
      <header className={listPage.head}>
        <h2 className={styles.title}>{H2H.title}</h2>
        <p className={listPage.lead}>{H2H.lead}</p>
      </header>
      {!data ? (
        <QueryState isError={query.isError} onRetry={() => void query.refetch()} />
      ) : data.champs.length === 0 ? (
        <EmptyState icon="calendar" title={H2H.empty} />
      ) : (
        <ul className={styles.list} aria-label={H2H.list}>
          {data.champs.map((champ) => (
            <TournamentCard key={champ.id} champ={champ} />
          ))}
        </ul>
      )}
    </div>
  );
}

/** Join and leave as the server allows them; a visitor is asked to sign in (spec 2 §5). */
export function MembershipButtons({ champ }: { champ: H2hChamp }) {
  const signedIn = useSessionUser() !== null;
  const mutation = useH2hMembership();
  const busy = mutation.isPending;
  const run = (action: 'join' | 'leave') =>
    mutation.mutate({ id: champ.id, action }, { onSuccess: ({ message }) => toast.success(message) });
  const join = () => {
    if (!signedIn) {
      toast.error(H2H.loginFirst);
      return;
    }
    run('join');
  };
  const leave = () =>
    confirmAction({
      title: H2H.confirmLeave.title(champ.name),
      text: H2H.confirmLeave.text,
      confirm: H2H.confirmLeave.confirm,
      cancel: H2H.cancel,
      onConfirm: () => run('leave'),
    });
  return (
    <>
      {champ.actions.includes('join') ? (
        <Button
          size="sm"
          variant="accent"
          disabled={busy}
          aria-label={H2H.actionLabel(H2H.join, champ.name)}
          onClick={join}
        >
          {busy ? H2H.busy : H2H.join}
        </Button>
      ) : null}
      {champ.actions.includes('leave') ? (
        <Button
          size="sm"
          variant="ghost"
          className={listPage.danger}
          disabled={busy}
          aria-label={H2H.actionLabel(H2H.leave, champ.name)}
          onClick={leave}
        >
          {busy ? H2H.busy : H2H.leave}
        </Button>
      ) : null}
    </>
  );
}

function TournamentCard({ champ }: { champ: H2hChamp }) {
  const titleId = `h2h-${champ.id}-title`;
  return (
    <li className={styles.card} aria-labelledby={titleId} data-status={champ.status}>
      {champ.image ? <img className={styles.image} src={champ.image} alt="" width={56} height={56} /> : null}
      <div className={styles.cardBody}>
        <h3 id={titleId} className={listPage.cardTitle}>
          {champ.name}
        </h3>
        <p className={styles.badges}>
          <span className={styles.badge} data-status={champ.status}>
            {H2H.status[champ.status]}
          </span>
          {champ.is_public ? null : <span className={styles.badge}>{H2H.private}</span>}
          {champ.is_member ? <span className={styles.badgeMine}>{H2H.mine}</span> : null}
        </p>
        <p className={styles.members}>
          {H2H.members(champ.members_count.current, champ.members_count.total)}
        </p>
      </div>
      <div className={styles.cardActions}>
        <ButtonLink
          size="sm"
          variant="secondary"
          to={h2hPath(champ.id)}
          aria-label={H2H.actionLabel(H2H.open, champ.name)}
        >
          {H2H.open}
        </ButtonLink>
        <MembershipButtons champ={champ} />
      </div>
    </li>
  );
}
