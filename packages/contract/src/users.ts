import { Type, type Static } from 'typebox';
import { Nullable, Ok } from './envelope.ts';

export const FantasyTeamBrief = Type.Object({
  name: Type.String(),
  /** 0 on moderation, 1 approved, 2 rejected */
  moderation_status: Type.Integer(),
});

/** The signed-in user as both games read it (spec 1 §3 User, spec 2 §3 Auth user). */
export const User = Type.Object({
  id: Type.Integer(),
  login: Type.String(),
  email: Type.String(),
  phone: Nullable(Type.String()),
  /** The linked betting-partner id, or null. */
  winline: Nullable(Type.String()),
  fantasy_team: Nullable(FantasyTeamBrief),
  teamName: Nullable(Type.String()),
  teamNameModerationStatus: Nullable(Type.Integer()),
  role: Type.Union([Type.Literal('user'), Type.Literal('admin')]),
});
export type User = Static<typeof User>;

export const AuthKey = Type.Object({
  value: Type.String(),
  type: Type.Literal('Bearer'),
  /** ISO 8601 */
  expire_at: Type.String(),
});
export type AuthKey = Static<typeof AuthKey>;

export const SignedIn = Type.Object({ user: User, auth_key: AuthKey });
export type SignedIn = Static<typeof SignedIn>;

const text = (maxLength = 256) => Type.Optional(Type.String({ maxLength }));
const consent = Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)]));

/** Fields are optional in the schema: the service reports each missing or broken one in Russian. */
export const RegistrationBody = Type.Object({
  login: text(),
  email: text(),
  phone: text(),
  password: text(),
  rules_accept: consent,
  personal_data_accept: consent,
});
export type RegistrationBody = Static<typeof RegistrationBody>;

export const LoginBody = Type.Object({ login: text(), password: text() });
export type LoginBody = Static<typeof LoginBody>;

/** A new email or a new password needs the current password in `old_password`. */
export const ProfileBody = Type.Object(
  {
    login: text(),
    email: text(),
    old_password: text(),
    new_password: text(),
  },
  { description: 'Новый email или новый пароль — только с текущим паролем в old_password' },
);
export type ProfileBody = Static<typeof ProfileBody>;

export const PasswordRecoveryBody = Type.Object({
  login: text(),
  code: text(32),
  new_password: text(),
  password_repeat: text(),
});
export type PasswordRecoveryBody = Static<typeof PasswordRecoveryBody>;

export const SignedInResponse = Ok(SignedIn);
export const UserResponse = Ok(Type.Object({ user: User }));
export const EmptyResponse = Ok(Type.Object({}));
/** Step 1 answers no user; step 2 signs in. */
export const PasswordRecoveryResponse = Ok(
  Type.Object({ user: Type.Optional(User), auth_key: Type.Optional(AuthKey) }),
);
