/** Account screens, shared by both games and loaded as one chunk. */
export { LoginPage } from './LoginPage.tsx';
export { PasswordRecoveryPage } from './PasswordRecoveryPage.tsx';
export { ProfilePage } from './ProfilePage.tsx';
export { RegistrationPage } from './RegistrationPage.tsx';
