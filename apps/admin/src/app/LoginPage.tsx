import Alert from '@mui/material/Alert';
import { Login, LoginForm } from 'react-admin';
import { useMemo } from 'react';
import { browserStorage, createSessionStore } from '../api/session.ts';
import { isAdmin } from '../api/auth-provider.ts';
import { LOGIN } from '../text/screens.ts';

/**
 * The login page says it plainly when the visitor is signed in on the site without the admin role:
 * the refusal stays on screen (a notification would fade) and the site session is left as it is.
 */
export function LoginPage() {
  const record = useMemo(() => createSessionStore(browserStorage()).read(), []);
  const refused = record && !isAdmin(record);
  return (
    <Login>
      {refused && (
        <Alert severity="warning" role="alert" sx={{ mx: 2, mt: 2, maxWidth: 300 }}>
          {LOGIN.signedInAs(record.login)}
        </Alert>
      )}
      <LoginForm />
    </Login>
  );
}
