import { useSearchParams } from 'react-router';
import { useIsSignedIn } from '#api/session.ts';
import { afterSignInPath, RETURN_URL_PARAM } from '../../app/account-paths.ts';
import type { Game } from '../../app/account-paths.ts';
import { useGame } from './use-game.ts';

interface AccountRoute {
  game: Game;
  /** The raw returnUrl of the address (checked wherever it is followed). */
  returnUrl: string | null;
  /**
   * Where a signed-in visitor of login, registration or recovery goes (spec 1 §2), or null
   * for a visitor. Signing in on the screen flips it, so the screen's own redirect takes the
   * user on: the allowed returnUrl, otherwise the game's profile.
   */
  signedInTarget: string | null;
}

export function useAccountRoute(): AccountRoute {
  const game = useGame();
  const [params] = useSearchParams();
  const returnUrl = params.get(RETURN_URL_PARAM);
  const signedIn = useIsSignedIn();
  return { game, returnUrl, signedInTarget: signedIn ? afterSignInPath(game, returnUrl) : null };
}
