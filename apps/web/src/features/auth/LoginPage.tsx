import { useState, type FormEvent } from 'react';
import { Link, Navigate } from 'react-router';
import { AUTH } from '#text/auth.ts';
import { Button, ButtonLink } from '#ui/button/Button.tsx';
import { useLogin } from './api/login.ts';
import styles from './auth.module.css';
import { AuthScreen } from './AuthScreen.tsx';
import { Field, PasswordField, typedAsIs } from './form/Field.tsx';
import { useFormErrors } from './form/use-form-errors.ts';
import { accountPath, withReturnUrl } from '../../app/account-paths.ts';
import { useAccountRoute } from './use-account-route.ts';

/** Spec 1 §2 "login": login or email and password; after signing in, the returnUrl rule. */
export function LoginPage() {
  const { game, returnUrl, signedInTarget } = useAccountRoute();
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const { formRef, errors, showServer, clearError, resetErrors } = useFormErrors();
  const mutation = useLogin();

  if (signedInTarget) return <Navigate replace to={signedInTarget} />;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    resetErrors();
    mutation.mutate({ login: login.trim(), password }, { onError: showServer });
  };

  return (
    <AuthScreen title={AUTH.loginTitle}>
      <form ref={formRef} className={styles.form} onSubmit={submit} noValidate aria-busy={mutation.isPending}>
        <Field
          name="login"
          label={AUTH.fields.loginOrEmail}
          autoComplete="username"
          {...typedAsIs}
          value={login}
          error={errors.login}
          onChange={(event) => {
            setLogin(event.target.value);
            clearError('login');
          }}
        />
        <PasswordField
          name="password"
          label={AUTH.fields.password}
          autoComplete="current-password"
          value={password}
          error={errors.password}
          aside={
            <Link
              className={styles.smallLink}
              to={withReturnUrl(accountPath(game, 'password-recovery'), returnUrl)}
            >
              {AUTH.login.forgot}
            </Link>
          }
          onChange={(event) => {
            setPassword(event.target.value);
            clearError('password');
          }}
        />
        <div className={styles.actions}>
          <Button type="submit" disabled={mutation.isPending}>
            {mutation.isPending ? AUTH.login.busy : AUTH.login.submit}
          </Button>
          <ButtonLink variant="secondary" to={withReturnUrl(accountPath(game, 'registration'), returnUrl)}>
            {AUTH.login.register}
          </ButtonLink>
        </div>
      </form>
    </AuthScreen>
  );
}
