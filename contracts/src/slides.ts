import { SlidesPdf } from './content.js';

/**
 * POST /api/content/slides (organisers): a PDF in the multipart field `file`, checked by its
 * content and stored; 201 with the reference a slot's `slides.pdf` takes (decision 084).
 */
export const SLIDES_PATH = '/api/content/slides';
export const SlidesUploadReply = SlidesPdf;

/** The refusals of the upload, in French: what is wrong and what to do. */
export const SLIDES_MESSAGES = {
  notPdf:
    'Ce fichier n’est pas un PDF valide : exportez la présentation en PDF (menu Fichier, Exporter ou Enregistrer sous), puis joignez ce fichier.',
  tooLarge: (maxMb: number) =>
    `Ce PDF dépasse ${maxMb} Mo : réduisez-le (export en taille réduite, images compressées), ou donnez plutôt un lien vers la présentation.`,
  noFile: 'Aucun fichier reçu : choisissez le PDF de la présentation (champ « file »), puis envoyez-le de nouveau.',
  notMultipart: 'Envoyez le PDF en multipart/form-data, dans le champ « file ».',
  malformed: 'Le formulaire envoyé est incomplet ou mal formé. Réessayez.',
} as const;

/**
 * The refusal (507) of a slides PDF, a content image or an import past CONTENT_FILES_MAX_MB,
 * what they hold in all (decision 106): what frees room, and who can give more.
 */
export const CONTENT_FILES_FULL = (maxMb: number): string =>
  `L’espace des diapositives et des images du contenu est plein (${maxMb} Mo au plus). Retirez du brouillon les fichiers qui ne servent plus : ceux qu’aucune version ne nomme sont effacés au bout de 24 h. Ou demandez à l’hébergeur du site d’augmenter CONTENT_FILES_MAX_MB.`;
