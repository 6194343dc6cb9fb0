import { SERVER_ERROR_MESSAGE } from '../../http/error-handler.js';

/** The French refusals of the resumable uploads (tus), one sentence each, saying what to do. */
export const TUS_MESSAGES = {
  version:
    'Cet envoi suit le protocole tus 1.0.0 : ajoutez l’en-tête « Tus-Resumable: 1.0.0 » (mettez l’application à jour si le problème persiste).',
  length:
    'Indiquez la taille du fichier en octets dans l’en-tête « Upload-Length » : l’envoi ne peut pas commencer sans elle.',
  empty: 'Le fichier est vide : choisissez une photo.',
  tooLarge: (mb: number) => `Le fichier dépasse ${mb} Mo : choisissez une photo plus légère.`,
  metadata:
    'L’en-tête « Upload-Metadata » est mal formé : des paires « nom valeur-en-base64 » séparées par des virgules (filename, filetype, key).',
  key: 'La clé d’envoi (métadonnée « key ») doit compter 8 à 128 caractères parmi les lettres sans accent, les chiffres, « _ » et « - ».',
  concat:
    'L’assemblage de plusieurs envois (« Upload-Concat ») n’est pas pris en charge : envoyez chaque photo d’un seul tenant.',
  openUploads: (count: number) =>
    `Vous avez déjà ${count} envois en cours : attendez qu’ils se terminent, ou retirez-en de la file d’attente.`,
  openBytes: (mb: number) =>
    `Vos envois en cours dépassent ${mb} Mo au total : attendez qu’ils se terminent, ou retirez-en de la file d’attente.`,
  full: 'Le serveur reçoit déjà beaucoup de photos en même temps : réessayez dans quelques minutes (votre photo reste dans la file d’attente).',
  notFound: 'Cet envoi est introuvable : il a expiré ou a été retiré. Envoyez la photo à nouveau.',
  contentType: 'Envoyez les octets de la photo avec l’en-tête « Content-Type: application/offset+octet-stream ».',
  offset: 'Indiquez dans l’en-tête « Upload-Offset » la position, en octets, où reprend l’envoi.',
  conflict:
    'La position annoncée (« Upload-Offset ») n’est pas celle où l’envoi s’est arrêté : demandez-la (requête HEAD) et reprenez de là.',
  overLength: 'Les octets envoyés dépassent la taille annoncée (« Upload-Length ») : recommencez l’envoi de la photo.',
  finished: 'Cet envoi est déjà complet : demandez son résultat à l’adresse de l’envoi suivie de « /outcome ».',
  processing: 'Cette photo est en cours de traitement : redemandez son résultat dans un instant.',
  receiving: 'Cette photo n’est pas encore entièrement reçue : terminez l’envoi, puis redemandez son résultat.',
  interrupted: 'L’envoi a été interrompu : reprenez-le là où il s’est arrêté.',
  invalid: 'La requête d’envoi est invalide : recommencez l’envoi de la photo.',
} as const;

const FRENCH = new Set<string>(Object.values(TUS_MESSAGES).filter((value) => typeof value === 'string'));

/**
 * The French sentence of a refusal the tus server itself made (its bodies are English): ours
 * pass as they are, the others are named by their status.
 */
export function tusRefusalMessage(status: number, body: string): string {
  if (FRENCH.has(body) || /^(Le fichier dépasse|Vous avez déjà|Vos envois en cours)/.test(body)) return body;
  switch (status) {
    case 404:
    case 410:
      return TUS_MESSAGES.notFound;
    case 409:
      return TUS_MESSAGES.conflict;
    case 412:
      return TUS_MESSAGES.version;
    case 413:
      return TUS_MESSAGES.overLength;
    case 415:
      return TUS_MESSAGES.contentType;
    default:
      return status >= 500 ? SERVER_ERROR_MESSAGE : TUS_MESSAGES.invalid;
  }
}
