import { Type, type Static } from 'typebox';
import { PASSWORD_MAX_LENGTH, USERNAME_MAX_LENGTH, USERNAME_PATTERN } from './auth.js';

/** What an account may do beyond publishing: organisers moderate (granted from the command line). */
export const Role = Type.Union([Type.Literal('attendee'), Type.Literal('organiser')]);
export type Role = Static<typeof Role>;

/** GET /api/account: the signed-in account, as the "Mon compte" page shows it. */
export const AccountBody = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  /** The name shown as "Publié par" under every photo of the account. */
  username: Type.String(),
  role: Role,
  photoCount: Type.Integer(),
  /** ISO 8601, UTC. */
  createdAt: Type.String(),
});
export type AccountBody = Static<typeof AccountBody>;

/** PATCH /api/account: a new name, with the same rules as at registration. */
export const RenameAccountBody = Type.Object({
  username: Type.String({ minLength: 1, maxLength: USERNAME_MAX_LENGTH, pattern: USERNAME_PATTERN }),
});
export type RenameAccountBody = Static<typeof RenameAccountBody>;

/** 200 answer of PATCH /api/account: the account, and a token that carries the new name. */
export const RenamedAccountBody = Type.Object({ account: AccountBody, token: Type.String() });
export type RenamedAccountBody = Static<typeof RenamedAccountBody>;

/** DELETE /api/account: the password, so that a borrowed phone cannot delete an account. */
export const DeleteAccountBody = Type.Object({
  password: Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH }),
});
export type DeleteAccountBody = Static<typeof DeleteAccountBody>;

/**
 * POST /api/download-tickets: a link a browser can follow to download a zip (a link cannot carry
 * the Authorization header). `account-export`: the account's own data; `photo-archive`: every
 * photo, for organisers; `certificates`: every participant's certificate, for organisers.
 */
export const DownloadTicketBody = Type.Object({
  download: Type.Union([Type.Literal('account-export'), Type.Literal('photo-archive'), Type.Literal('certificates')]),
});
export type DownloadTicketBody = Static<typeof DownloadTicketBody>;
export type DownloadKind = DownloadTicketBody['download'];

/** 201 answer: the download's address, valid for a couple of minutes. */
export const DownloadTicketReply = Type.Object({ url: Type.String(), expiresAt: Type.String() });
export type DownloadTicketReply = Static<typeof DownloadTicketReply>;
