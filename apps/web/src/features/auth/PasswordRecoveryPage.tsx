import { useState, type FormEvent } from 'react';
import { Link, Navigate } from 'react-router';
import { AUTH } from '#text/auth.ts';
import { Button } from '#ui/button/Button.tsx';
import { toast } from '#ui/toast/toast.ts';
import { signsIn, usePasswordRecovery } from './api/recover-password.ts';
import styles from './auth.module.css';
import { AuthScreen } from './AuthScreen.tsx';
import { Field, PasswordField, typedAsIs } from './form/Field.tsx';
import { useFormErrors } from './form/use-form-errors.ts';
import { accountPath, withReturnUrl } from '../../app/account-paths.ts';
import { useAccountRoute } from './use-account-route.ts';

type Step2 = { code: string; newPassword: string; repeat: string };
const EMPTY_STEP2: Step2 = { code: '', newPassword: '', repeat: '' };

/**
 * Spec 1 §2 "password-recovery", §4: step 1 asks the login or email; an answer without a user
 * opens step 2 (code, new password, repeat); an answer with a user and a key signs in.
 */
export function PasswordRecoveryPage() {
  const { game, returnUrl, signedInTarget } = useAccountRoute();
  const [step, setStep] = useState<1 | 2>(1);
  const [login, setLogin] = useState('');
  const [notice, setNotice] = useState('');
  const [step2, setStep2] = useState<Step2>(EMPTY_STEP2);
  const { formRef, errors, showServer, clearError, resetErrors } = useFormErrors();
  const request = usePasswordRecovery();
  const resend = usePasswordRecovery();

  if (signedInTarget) return <Navigate replace to={signedInTarget} />;

  const busy = request.isPending || resend.isPending;

  const askCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    resetErrors();
    request.mutate(
      { login: login.trim() },
      {
        onSuccess: ({ data, message }) => {
          if (signsIn(data)) return;
          setNotice(message);
          setStep(2);
        },
        onError: showServer,
      },
    );
  };

  const submitCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    resetErrors();
    request.mutate(
      {
        login: login.trim(),
        code: step2.code,
        new_password: step2.newPassword,
        password_repeat: step2.repeat,
      },
      {
        onSuccess: ({ data, message }) => {
          if (!signsIn(data) && message) setNotice(message);
        },
        onError: showServer,
      },
    );
  };

  const askAgain = () => {
    if (busy) return;
    resend.mutate(
      { login: login.trim() },
      {
        onSuccess: ({ message }) => {
          if (message) toast.success(message);
        },
        onError: showServer,
      },
    );
  };

  const backToLogin = (
    <>
      <span>{AUTH.recovery.remembered}</span>
      <Link to={withReturnUrl(accountPath(game, 'login'), returnUrl)}>{AUTH.recovery.toLogin}</Link>
    </>
  );

  if (step === 1) {
    return (
      <AuthScreen title={AUTH.recoveryTitle} lead={AUTH.recovery.step1Lead} footer={backToLogin}>
        <form ref={formRef} className={styles.form} onSubmit={askCode} noValidate aria-busy={busy}>
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
          <div className={styles.actions}>
            <Button type="submit" disabled={busy}>
              {request.isPending ? AUTH.recovery.busy : AUTH.recovery.requestCode}
            </Button>
          </div>
        </form>
      </AuthScreen>
    );
  }

  const change = (name: keyof Step2, wire: string) => (value: string) => {
    setStep2((current) => ({ ...current, [name]: value }));
    clearError(wire);
  };

  return (
    <AuthScreen title={AUTH.recoveryTitle} lead={AUTH.recovery.step2Lead(login.trim())} footer={backToLogin}>
      <form ref={formRef} className={styles.form} onSubmit={submitCode} noValidate aria-busy={busy}>
        {notice ? (
          <p className={styles.note} role="status">
            {notice}
          </p>
        ) : null}
        {/* Password managers save the new password under this login. */}
        <input
          className={styles.hiddenUsername}
          type="text"
          name="username"
          autoComplete="username"
          value={login.trim()}
          readOnly
          tabIndex={-1}
          aria-hidden="true"
        />
        <Field
          name="code"
          label={AUTH.fields.code}
          hint={AUTH.hints.code}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          // The step opens on the user's request: the code is what they type next.
          autoFocus
          value={step2.code}
          error={errors.code}
          onChange={(event) => change('code', 'code')(event.target.value.replace(/\D/g, ''))}
        />
        <PasswordField
          name="new_password"
          label={AUTH.fields.newPassword}
          hint={AUTH.hints.password}
          autoComplete="new-password"
          value={step2.newPassword}
          error={errors.new_password}
          onChange={(event) => change('newPassword', 'new_password')(event.target.value)}
        />
        <PasswordField
          name="password_repeat"
          label={AUTH.fields.passwordRepeat}
          autoComplete="new-password"
          value={step2.repeat}
          error={errors.password_repeat}
          onChange={(event) => change('repeat', 'password_repeat')(event.target.value)}
        />
        <div className={styles.actions}>
          <Button type="submit" disabled={busy}>
            {request.isPending ? AUTH.recovery.busy : AUTH.recovery.submit}
          </Button>
        </div>
        <div className={styles.secondaryActions}>
          <button type="button" className={styles.linkButton} onClick={askAgain} disabled={busy}>
            {resend.isPending ? AUTH.recovery.busy : AUTH.recovery.resend}
          </button>
          <button
            type="button"
            className={styles.linkButton}
            disabled={busy}
            onClick={() => {
              resetErrors();
              setStep2(EMPTY_STEP2);
              setNotice('');
              setStep(1);
            }}
          >
            {AUTH.recovery.changeLogin}
          </button>
        </div>
        <p className={styles.muted}>{AUTH.recovery.limits}</p>
      </form>
    </AuthScreen>
  );
}
