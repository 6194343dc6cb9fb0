import { Type, type Static } from 'typebox';
import { EMAIL_MAX_LENGTH } from './auth.js';

/** GET and POST /api/organisers, DELETE /api/organisers/{id}: the team (decision 085). */
export const ORGANISERS_PATH = '/api/organisers';

/** One organiser as the team section lists them: the account's id, its email and its name. */
export const Organiser = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  /** The account's name, as "Publié par" shows it. */
  name: Type.String(),
});
export type Organiser = Static<typeof Organiser>;

export const OrganiserList = Type.Array(Organiser);
export type OrganiserList = Static<typeof OrganiserList>;

/**
 * POST /api/organisers: the email of an existing account, compared as stored (trimmed,
 * lower-cased). 201 when the role is granted, 200 when the account already held it.
 */
export const AddOrganiserBody = Type.Object({ email: Type.String({ maxLength: EMAIL_MAX_LENGTH }) });
export type AddOrganiserBody = Static<typeof AddOrganiserBody>;

/** Path of DELETE /api/organisers/{id}: checked by the route (404 for anything but an organiser's id). */
export const OrganiserIdParams = Type.Object({ id: Type.String() });
export type OrganiserIdParams = Static<typeof OrganiserIdParams>;

export const ORGANISER_EMAIL_MISSING = 'Indiquez l’email du compte à ajouter à l’équipe.';
export const ORGANISER_ACCOUNT_NOT_FOUND = (email: string) =>
  `Aucun compte n’utilise l’email « ${email} » : demandez-lui de créer son compte sur le site ` +
  '(page « Inscription »), puis ajoutez-le ici.';
export const ORGANISER_NOT_FOUND = 'Ce compte n’est pas ou plus organisateur : rechargez la liste de l’équipe.';
export const LAST_ORGANISER =
  'Impossible de retirer le dernier organisateur : ajoutez d’abord quelqu’un d’autre à l’équipe, puis réessayez.';
