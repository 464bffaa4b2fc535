import { useState, type FormEvent } from 'react';
import { Navigate } from 'react-router';
import { useSessionUser, type SessionUser } from '#api/session.ts';
import { AUTH } from '#text/auth.ts';
import { Button } from '#ui/button/Button.tsx';
import { Card } from '#ui/layout/Card.tsx';
import { Split } from '#ui/layout/Split.tsx';
import { useMe } from '#api/me.ts';
import { useLogout } from './api/logout.ts';
import { useUpdateProfile } from './api/update-profile.ts';
import styles from './auth.module.css';
import { AuthScreenTitle } from './AuthScreen.tsx';
import { Field, PasswordField, typedAsIs } from './form/Field.tsx';
import { useFormErrors } from './form/use-form-errors.ts';
import { FantasyTeamCard } from './FantasyTeamCard.tsx';
import { NotificationsCard } from '../notifications/index.ts';
import { PartnerCard } from './PartnerCard.tsx';
import { accountPath } from '../../app/account-paths.ts';
import { useGame } from './use-game.ts';

/** Spec 1 §2 "profile": visitors who are not signed in go to the login screen. */
export function ProfilePage() {
  const game = useGame();
  const user = useSessionUser();
  if (!user) return <Navigate replace to={accountPath(game, 'login')} />;
  return <Profile user={user} />;
}

/** What the user typed; null means "not touched": the field shows the stored value, fresh or not. */
type Drafts = { login: string | null; email: string | null; oldPassword: string; newPassword: string };
const UNTOUCHED: Drafts = { login: null, email: null, oldPassword: '', newPassword: '' };

function Profile({ user }: { user: SessionUser }) {
  // Opening the profile refetches the user; the answer updates the stored record.
  useMe(user.id);
  const [drafts, setDrafts] = useState<Drafts>(UNTOUCHED);
  const { formRef, errors, showServer, clearError, resetErrors } = useFormErrors();
  const save = useUpdateProfile();
  const logout = useLogout();

  const login = drafts.login ?? user.login;
  const email = drafts.email ?? user.email;
  // A new email needs the current password: its field moves up beside the email while it is changed.
  const typedEmail = email.trim().toLowerCase();
  const changesEmail = typedEmail !== '' && typedEmail !== user.email.toLowerCase();

  const edit = (name: keyof Drafts, wire: string) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setDrafts((current) => ({ ...current, [name]: value }));
    clearError(wire);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    resetErrors();
    save.mutate(
      {
        login: login.trim(),
        email: email.trim(),
        old_password: drafts.oldPassword,
        new_password: drafts.newPassword,
      },
      { onSuccess: () => setDrafts(UNTOUCHED), onError: showServer },
    );
  };

  const oldPassword = (hint: string) => (
    <PasswordField
      name="old_password"
      label={AUTH.fields.oldPassword}
      hint={hint}
      autoComplete="current-password"
      value={drafts.oldPassword}
      error={errors.old_password}
      onChange={edit('oldPassword', 'old_password')}
    />
  );

  const main = (
    <Card as="section">
      <AuthScreenTitle title={AUTH.profileTitle} />
      <form ref={formRef} className={styles.form} onSubmit={submit} noValidate aria-busy={save.isPending}>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{AUTH.profile.dataTitle}</legend>
          <div className={styles.columns}>
            <Field
              name="login"
              label={AUTH.fields.login}
              hint={AUTH.hints.login}
              autoComplete="username"
              {...typedAsIs}
              value={login}
              error={errors.login}
              onChange={edit('login', 'login')}
            />
            <Field
              name="email"
              label={AUTH.fields.email}
              type="email"
              inputMode="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              value={email}
              error={errors.email}
              onChange={edit('email', 'email')}
            />
            {/* Spec 1 §5: the phone cannot be edited; it is read-only, and disabled when present. */}
            <Field
              name="phone"
              label={AUTH.fields.phone}
              type="tel"
              autoComplete="tel"
              value={user.phone ?? ''}
              placeholder={AUTH.hints.phoneMissing}
              readOnly
              disabled={Boolean(user.phone)}
              hint={AUTH.hints.phoneReadOnly}
            />
            {changesEmail ? oldPassword(AUTH.hints.oldPasswordForEmail) : null}
          </div>
        </fieldset>
        <hr className={styles.divider} />
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{AUTH.profile.passwordTitle}</legend>
          <div className={styles.columns}>
            {changesEmail ? null : oldPassword(AUTH.hints.oldPassword)}
            <PasswordField
              name="new_password"
              label={AUTH.fields.newPassword}
              hint={AUTH.hints.newPassword}
              autoComplete="new-password"
              value={drafts.newPassword}
              error={errors.new_password}
              onChange={edit('newPassword', 'new_password')}
            />
          </div>
        </fieldset>
        <div className={styles.actions}>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? AUTH.profile.busy : AUTH.profile.submit}
          </Button>
          <span className={styles.spacer} />
          <Button variant="secondary" disabled={logout.isPending} onClick={() => logout.mutate()}>
            {logout.isPending ? AUTH.profile.logoutBusy : AUTH.profile.logout}
          </Button>
        </div>
      </form>
    </Card>
  );

  return (
    <Split
      main={main}
      side={
        <div className={styles.sideCards}>
          <PartnerCard winline={user.winline} />
          <FantasyTeamCard user={user} />
          <NotificationsCard />
        </div>
      }
    />
  );
}
