import { useState, type FormEvent } from 'react';
import { Link, Navigate } from 'react-router';
import { AUTH } from '#text/auth.ts';
import { COMMON } from '#text/common.ts';
import { Button } from '#ui/button/Button.tsx';
import { useRegistration } from './api/register.ts';
import styles from './auth.module.css';
import { AuthScreen } from './AuthScreen.tsx';
import { Checkbox, Field, PasswordField, typedAsIs } from './form/Field.tsx';
import type { FieldErrors } from './form/form-errors.ts';
import { useFormErrors } from './form/use-form-errors.ts';
import { accountPath, withReturnUrl } from '../../app/account-paths.ts';
import { useAccountRoute } from './use-account-route.ts';
import { onboardingPath } from '../notifications/index.ts';

const PRIVACY_PATH = '/mliga/pages/confidential/';
const RULES_PATHS = { predictor: '/game/predictor/rules/', fantasy: '/game/fantasy/rules/' } as const;

/** A link inside a consent label: a new tab, so the form keeps what was typed. */
function NewTabLink({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} target="_blank" rel="noopener">
      {children}
      <span className="visually-hidden"> {COMMON.opensInNewTab}</span>
    </Link>
  );
}

type Values = { login: string; email: string; phone: string; password: string };

/**
 * Spec 1 §2 "registration". The consent boxes are the only client-side check (§5); every
 * other rule is the server's, and its messages come back line by line with the fields marked.
 */
export function RegistrationPage() {
  const { game, returnUrl, signedInTarget } = useAccountRoute();
  const [values, setValues] = useState<Values>({ login: '', email: '', phone: '', password: '' });
  const [personalData, setPersonalData] = useState(false);
  const [rules, setRules] = useState(false);
  // Set while this screen's own registration is under way: the sign-in it ends with leads to the
  // notification settings' onboarding ask first (issue 24), a visitor already signed in does not.
  const [registering, setRegistering] = useState(false);
  const { formRef, errors, showLocal, showServer, clearError, resetErrors } = useFormErrors();
  const mutation = useRegistration();

  if (signedInTarget) {
    return <Navigate replace to={registering ? onboardingPath(signedInTarget) : signedInTarget} />;
  }

  const input = (name: keyof Values) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value;
      setValues((current) => ({ ...current, [name]: value }));
      clearError(name);
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const missing: Record<string, string> = {};
    if (!personalData) missing.personal_data_accept = AUTH.registration.personalDataRequired;
    if (!rules) missing.rules_accept = AUTH.registration.rulesRequired;
    if (Object.keys(missing).length > 0) {
      showLocal(missing satisfies FieldErrors);
      return;
    }
    resetErrors();
    setRegistering(true);
    mutation.mutate(
      {
        login: values.login.trim(),
        email: values.email.trim(),
        phone: values.phone.trim(),
        password: values.password,
        rules_accept: rules ? 1 : 0,
        personal_data_accept: personalData ? 1 : 0,
      },
      {
        onError: (error) => {
          setRegistering(false);
          showServer(error);
        },
      },
    );
  };

  return (
    <AuthScreen
      title={AUTH.registrationTitle}
      lead={`${AUTH.oneAccount} ${AUTH.registration.lead}`}
      width="wide"
      footer={
        <>
          <span>{AUTH.registration.haveAccount}</span>
          <Link to={withReturnUrl(accountPath(game, 'login'), returnUrl)}>{AUTH.registration.toLogin}</Link>
        </>
      }
    >
      <form ref={formRef} className={styles.form} onSubmit={submit} noValidate aria-busy={mutation.isPending}>
        <div className={styles.columns}>
          <Field
            {...input('login')}
            label={AUTH.fields.login}
            hint={AUTH.hints.login}
            autoComplete="username"
            {...typedAsIs}
          />
          <Field
            {...input('email')}
            label={AUTH.fields.email}
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
          />
          <Field
            {...input('phone')}
            label={AUTH.fields.phone}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder={AUTH.placeholders.phone}
            hint={AUTH.hints.phone}
          />
          <PasswordField
            {...input('password')}
            label={AUTH.fields.password}
            hint={AUTH.hints.password}
            autoComplete="new-password"
          />
        </div>
        <fieldset className={styles.fieldset}>
          <legend className="visually-hidden">{AUTH.registration.consentsLegend}</legend>
          <Checkbox
            name="personal_data_accept"
            checked={personalData}
            error={errors.personal_data_accept}
            onChange={(checked) => {
              setPersonalData(checked);
              clearError('personal_data_accept');
            }}
          >
            {AUTH.registration.personalData}{' '}
            <NewTabLink to={PRIVACY_PATH}>{AUTH.registration.privacyLink}</NewTabLink>
          </Checkbox>
          <Checkbox
            name="rules_accept"
            checked={rules}
            error={errors.rules_accept}
            onChange={(checked) => {
              setRules(checked);
              clearError('rules_accept');
            }}
          >
            {AUTH.registration.rules}{' '}
            <NewTabLink to={RULES_PATHS.predictor}>{AUTH.registration.predictorRules}</NewTabLink>{' '}
            {AUTH.registration.and}{' '}
            <NewTabLink to={RULES_PATHS.fantasy}>{AUTH.registration.fantasyRules}</NewTabLink>
          </Checkbox>
        </fieldset>
        <div className={styles.actions}>
          <Button type="submit" size="lg" disabled={mutation.isPending}>
            {mutation.isPending ? AUTH.registration.busy : AUTH.registration.submit}
          </Button>
        </div>
      </form>
    </AuthScreen>
  );
}
