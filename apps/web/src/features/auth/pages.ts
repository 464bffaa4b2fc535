/** Account screens, shared by both games and loaded as one chunk. */
export { LoginPage, PasswordRecoveryPage, ProfilePage, RegistrationPage } from './AccountScreens.tsx';
