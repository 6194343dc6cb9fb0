import { Type, type Static } from 'typebox';

// Limits of the account fields. The server trims and lower-cases the email (and trims the
// name) before these schemas run, so "  Alice@Example.FR " and "alice@example.fr" are one account.
export const EMAIL_MAX_LENGTH = 254;
export const USERNAME_MAX_LENGTH = 100;
export const PASSWORD_MIN_LENGTH = 8;
/** Any text on one line: no control characters (C0, DEL and C1) nor U+2028, U+2029 (decision 102). */
export const USERNAME_PATTERN = '^[^\\u0000-\\u001F\\u007F-\\u009F\\u2028\\u2029]*$';
// argon2 accepts any length; the cap keeps one request from costing more than a normal one.
export const PASSWORD_MAX_LENGTH = 128;

const Email = Type.String({ format: 'email', maxLength: EMAIL_MAX_LENGTH });
const NewPassword = Type.String({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH });

/** POST /api/register (spec section 7). `username` is the "Nom complet" of the screen. */
export const RegisterBody = Type.Object({
  email: Email,
  // No control characters (NUL, line breaks, escapes): a name is one line of text in the
  // gallery and in the greeting of emails, where a line break could forge a mail header.
  username: Type.String({ minLength: 1, maxLength: USERNAME_MAX_LENGTH, pattern: USERNAME_PATTERN }),
  password: NewPassword,
});
export type RegisterBody = Static<typeof RegisterBody>;

/** 201 answer of POST /api/register: the account as stored. */
export const RegisteredBody = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  username: Type.String(),
});
export type RegisteredBody = Static<typeof RegisteredBody>;

/** POST /api/login_check. The password is not length-checked: a wrong one is simply wrong. */
export const LoginBody = Type.Object({
  email: Type.String({ minLength: 1, maxLength: EMAIL_MAX_LENGTH }),
  password: Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH }),
});
export type LoginBody = Static<typeof LoginBody>;

/** 200 answer of POST /api/login_check: a signed JWT (sub, username, email, iat, exp, jti). */
export const TokenBody = Type.Object({ token: Type.String() });
export type TokenBody = Static<typeof TokenBody>;

/** POST /api/forgot-password. */
export const ForgotPasswordBody = Type.Object({ email: Email });
export type ForgotPasswordBody = Static<typeof ForgotPasswordBody>;

/**
 * 200 answer of POST /api/forgot-password: `token` in `response` delivery mode, a `message`
 * ("a link has been sent if the account exists") in `email` mode.
 */
export const ForgotPasswordReply = Type.Object({
  token: Type.Optional(Type.String()),
  message: Type.Optional(Type.String()),
});
export type ForgotPasswordReply = Static<typeof ForgotPasswordReply>;

/** Path of POST /api/reset-password/{token}. */
export const ResetPasswordParams = Type.Object({ token: Type.String() });
export type ResetPasswordParams = Static<typeof ResetPasswordParams>;

/** Body of POST /api/reset-password/{token}. */
export const ResetPasswordBody = Type.Object({ password: NewPassword });
export type ResetPasswordBody = Static<typeof ResetPasswordBody>;

/** A success answer that only carries a French sentence. */
export const MessageBody = Type.Object({ message: Type.String() });
export type MessageBody = Static<typeof MessageBody>;
