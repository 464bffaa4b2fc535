import type { ReactNode } from 'react';
import { useSessionUser } from '#api/session.ts';
import { MEMBERS_ONLY } from '#text/fantasy-leagues.ts';
import { ButtonLink } from '#ui/button/Button.tsx';
import { EmptyState } from '#ui/feedback/EmptyState.tsx';
import { loginPath, registrationPath } from './squad/paths.ts';

interface MembersOnlyStateProps {
  /** The server's refusal ('Рейтинг лиги видят только её участники'). */
  message: string;
  /** What a visitor may do: a member signs in. */
  visitorText: string;
  /** What a signed-in stranger may do, and the ways on from here. */
  userText: string;
  userActions: ReactNode;
}

/**
 * A private league or tournament opened by somebody outside it: the refusal, then sign-in for
 * a visitor (a member may just be signed out) or the way to an invite for a signed-in stranger.
 */
export function MembersOnlyState({ message, visitorText, userText, userActions }: MembersOnlyStateProps) {
  const user = useSessionUser();
  return (
    <EmptyState icon="whistle" title={message} text={user ? userText : visitorText}>
      {user ? (
        userActions
      ) : (
        <>
          <ButtonLink to={loginPath} variant="accent">
            {MEMBERS_ONLY.login}
          </ButtonLink>
          <ButtonLink to={registrationPath} variant="secondary">
            {MEMBERS_ONLY.register}
          </ButtonLink>
        </>
      )}
    </EmptyState>
  );
}
