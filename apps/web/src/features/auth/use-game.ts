import { useLocation } from 'react-router';

export type Game = 'predictor' | 'fantasy';

/** The game whose account screens are open: /game/{game}/users/… */
export function useGame(): Game {
  return useLocation().pathname.startsWith('/game/fantasy/') ? 'fantasy' : 'predictor';
}

export const accountPath = (game: Game, screen: 'login' | 'registration' | 'password-recovery' | 'profile') =>
  `/game/${game}/users/${screen}/`;
