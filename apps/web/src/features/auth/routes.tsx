import type { RouteObject } from 'react-router';

type Pages = typeof import('./pages.ts');
const page = (name: keyof Pages) => async () => ({ Component: (await import('./pages.ts'))[name] });

/** Spec 1 §2 "Auth screens under /game/{game}/users/": the same four screens in each game. */
export function authRoutes(): RouteObject[] {
  return [
    { path: 'users/login', lazy: page('LoginPage') },
    { path: 'users/registration', lazy: page('RegistrationPage') },
    { path: 'users/password-recovery', lazy: page('PasswordRecoveryPage') },
    { path: 'users/profile', lazy: page('ProfilePage') },
  ];
}
