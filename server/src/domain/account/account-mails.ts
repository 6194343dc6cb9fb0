import type { MailMessage } from '../../plugins/mail/mailer.js';

/** The reset link: always built from PUBLIC_URL, never from the request's Host header. */
export function resetLink(publicUrl: string, token: string): string {
  return `${publicUrl}/reset-password/${encodeURIComponent(token)}`;
}

export function resetLinkMail(publicUrl: string, to: string, username: string, token: string): MailMessage {
  return {
    to,
    subject: 'Réinitialisation de votre mot de passe',
    text: [
      `Bonjour ${username},`,
      '',
      'Une réinitialisation du mot de passe de votre compte du Congrès de Bordeaux a été demandée.',
      'Pour choisir un nouveau mot de passe, ouvrez ce lien (valable une heure, une seule fois) :',
      '',
      resetLink(publicUrl, token),
      '',
      'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.',
    ].join('\n'),
  };
}

export function passwordChangedMail(publicUrl: string, to: string, username: string): MailMessage {
  return {
    to,
    subject: 'Votre mot de passe a été modifié',
    text: [
      `Bonjour ${username},`,
      '',
      'Votre mot de passe a été modifié. Toutes les sessions ouvertes sur votre compte du',
      'Congrès de Bordeaux ont été fermées : reconnectez-vous avec le nouveau mot de passe.',
      '',
      `Si vous n’êtes pas à l’origine de ce changement, demandez sans attendre une nouvelle réinitialisation : ${publicUrl}/forgot-password`,
    ].join('\n'),
  };
}
