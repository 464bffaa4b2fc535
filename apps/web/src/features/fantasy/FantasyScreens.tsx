import { useParams } from 'react-router';
import { NotFoundError } from '../../api/errors.ts';
import { useIdParam } from '../../api/route-params.ts';
import { FANTASY } from '../../text/games.ts';
import { ScreenPlaceholder } from '../../ui/feedback/ScreenPlaceholder.tsx';

const screen = (title: string) => <ScreenPlaceholder title={title} context={FANTASY.title} />;

export function FantasyMyLeaguesPage() {
  return screen(FANTASY.myLeaguesTitle);
}

export function FantasyInvitePage() {
  const { hash = '' } = useParams();
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(hash)) throw new NotFoundError();
  return screen(FANTASY.inviteTitle);
}

export function FantasyH2hListPage() {
  return screen(FANTASY.h2hTitle);
}

export function FantasyH2hPage() {
  useIdParam('id');
  return screen(FANTASY.h2hTournamentTitle);
}
