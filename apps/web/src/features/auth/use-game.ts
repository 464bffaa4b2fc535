import { useLocation } from 'react-router';

import type { Game } from '../../app/account-paths.ts';

/** The game whose account screens are open: /game/{game}/users/… */
export function useGame(): Game {
  return useLocation().pathname.startsWith('/game/fantasy/') ? 'fantasy' : 'predictor';
}
