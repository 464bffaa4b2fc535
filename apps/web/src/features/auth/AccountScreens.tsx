import { Navigate } from 'react-router';
import { useIsSignedIn } from '../../api/session.ts';
import { AUTH, FANTASY, PREDICTOR } from '../../text/games.ts';
import { ScreenPlaceholder } from '../../ui/feedback/ScreenPlaceholder.tsx';
import { accountPath, useGame } from './use-game.ts';

function useContext() {
  const game = useGame();
  return { game, context: game === 'fantasy' ? FANTASY.title : PREDICTOR.title };
}

/** Spec 1 §2: signed-in visitors of login, registration and recovery go to the profile. */
function GuestOnly({ title }: { title: string }) {
  const { game, context } = useContext();
  if (useIsSignedIn()) return <Navigate replace to={accountPath(game, 'profile')} />;
  return <ScreenPlaceholder title={title} context={context} />;
}

export function LoginPage() {
  return <GuestOnly title={AUTH.loginTitle} />;
}

export function RegistrationPage() {
  return <GuestOnly title={AUTH.registrationTitle} />;
}

export function PasswordRecoveryPage() {
  return <GuestOnly title={AUTH.recoveryTitle} />;
}

/** Spec 1 §2: visitors who are not signed in are sent to the login screen. */
export function ProfilePage() {
  const { game, context } = useContext();
  if (!useIsSignedIn()) return <Navigate replace to={accountPath(game, 'login')} />;
  return <ScreenPlaceholder title={AUTH.profileTitle} context={context} />;
}
