import { describe, expect, it } from 'vitest';
import { loginErrorMessage } from './login';
import { registerErrorMessage } from './register';
import { forgotPasswordErrorMessage } from './request-password-reset';
import { resetPasswordErrorMessage } from './reset-password';

const SERVER = 'Erreur serveur. Veuillez réessayer plus tard.';
const LIMITED = 'Trop de tentatives. Réessayez dans 15 minutes.';

describe('loginErrorMessage (spec 8, login)', () => {
  it.each([
    [401, 'Email ou mot de passe incorrect.', 'Identifiants incorrects.'],
    [400, 'Le champ « email » est obligatoire.', 'Identifiants incorrects.'],
    [404, undefined, 'Identifiants incorrects.'],
    [429, LIMITED, LIMITED],
    [429, undefined, 'Identifiants incorrects.'],
    [500, SERVER, 'Identifiants incorrects.'],
    [503, undefined, 'Identifiants incorrects.'],
    [0, undefined, SERVER],
  ])('status %i with message %j gives %j', (status, message, expected) => {
    expect(loginErrorMessage({ status, message })).toBe(expected);
  });
});

describe('registerErrorMessage (spec 8, registration)', () => {
  const generic = "Erreur lors de l'inscription. Veuillez vérifier vos informations.";
  it.each([
    [409, 'Compte déjà existant pour cet email.', 'Un compte avec cet email existe déjà.'],
    [409, 'Conflit', generic],
    [400, 'déjà existant', generic],
    [400, 'Le champ « password » doit contenir au moins 8 caractères.', generic],
    [500, SERVER, generic],
    [429, LIMITED, LIMITED],
    [0, undefined, SERVER],
  ])('status %i with message %j gives %j', (status, message, expected) => {
    expect(registerErrorMessage({ status, message })).toBe(expected);
  });
});

describe('forgotPasswordErrorMessage (spec 8, forgot-password)', () => {
  const noAccount = 'Aucun compte associé à cet email.';
  const generic = "Erreur lors de l'envoi du lien. Veuillez réessayer.";
  it.each([
    [404, 'Utilisateur non trouvé', noAccount],
    [404, 'User not found', noAccount],
    [400, 'Email inconnu', noAccount],
    [500, 'Erreur interne', generic],
    [404, undefined, generic],
    [429, LIMITED, LIMITED],
    [0, undefined, SERVER],
  ])('status %i with message %j gives %j', (status, message, expected) => {
    expect(forgotPasswordErrorMessage({ status, message })).toBe(expected);
  });
});

describe('resetPasswordErrorMessage (spec 8, reset)', () => {
  const dead = 'Lien invalide ou expiré. Veuillez redemander une réinitialisation.';
  it.each([
    [400, 'Lien de réinitialisation invalide ou expiré.', dead],
    [400, 'Token inconnu', dead],
    [400, 'Ce lien a expiré', dead],
    [
      400,
      'Le champ « password » doit contenir au moins 8 caractères.',
      'Le champ « password » doit contenir au moins 8 caractères.',
    ],
    [429, LIMITED, LIMITED],
    [500, undefined, 'Erreur lors de la réinitialisation. Veuillez réessayer.'],
    [0, undefined, 'Erreur lors de la réinitialisation. Veuillez réessayer.'],
  ])('status %i with message %j gives %j', (status, message, expected) => {
    expect(resetPasswordErrorMessage({ status, message })).toBe(expected);
  });
});
