// The two legal pages: "Mentions légales" (LCEN, article 6) and "Confidentialité" (RGPD,
// articles 13 and 14). PLACEHOLDER values are facts only the organiser knows: replace them
// before going live (`grep -rn PLACEHOLDER client/src/content`).
import { CONTACT } from './contact';
import { ORGANISATION_NAME } from './event';

/** A titled part of a legal page: paragraphs, and optionally a list. */
export interface LegalSection {
  title: string;
  paragraphs: string[];
  list?: string[];
}

/** Whom to write to about personal data (often the secretariat). */
export const PRIVACY_CONTACT_EMAIL = CONTACT.email; // PLACEHOLDER: a dedicated address if there is one

/** Until when accounts and photos are kept after the congress. */
export const RETENTION_END = '31 décembre 2025'; // PLACEHOLDER

/** How long the training evidence is kept: the server's EVIDENCE_RETENTION_YEARS (decision 096), said in words. */
export const EVIDENCE_RETENTION = '5 ans'; // PLACEHOLDER: keep equal to EVIDENCE_RETENTION_YEARS

/** How long the server's technical log (with IP addresses) is kept: the host's setting. */
export const LOG_RETENTION = '14 jours'; // PLACEHOLDER

export const LEGAL_NOTICE: LegalSection[] = [
  {
    title: 'Éditeur du site',
    paragraphs: [
      `${ORGANISATION_NAME}, association régie par la loi du 1er juillet 1901.`, // PLACEHOLDER: legal form
      `Siège : ${CONTACT.address.join(', ')}.`,
      'Numéro RNA : W000000000.', // PLACEHOLDER
      `Contact : ${CONTACT.email}, ${CONTACT.phone}.`,
    ],
  },
  {
    title: 'Directeur ou directrice de la publication',
    paragraphs: ['Prénom Nom, président·e de l’association.'], // PLACEHOLDER
  },
  {
    title: 'Hébergeur',
    paragraphs: [
      'Nom de l’hébergeur, adresse postale complète, téléphone.', // PLACEHOLDER
    ],
  },
  {
    title: 'Photos publiées par les participants',
    paragraphs: [
      'Les photos de la galerie sont publiées par les participants inscrits, sous leur nom. Chacun peut retirer ses photos à tout moment ; toute personne qui figure sur une photo peut la signaler, et les organisateurs la retirent si besoin.',
      `Pour toute demande concernant une photo ou ce site : ${CONTACT.email}.`,
    ],
  },
];

export const PRIVACY_POLICY: LegalSection[] = [
  {
    title: 'Qui est responsable de vos données',
    paragraphs: [
      `${ORGANISATION_NAME} (${CONTACT.address.join(', ')}), qui organise le congrès et édite ce site.`,
      `Pour toute question ou demande : ${PRIVACY_CONTACT_EMAIL}.`,
    ],
  },
  {
    title: 'Ce que le site enregistre, et pourquoi',
    paragraphs: [
      'Si vous consultez seulement le site, rien de vous n’est gardé, hormis le journal technique décrit plus bas. Si vous créez un compte :',
    ],
    list: [
      'votre adresse e-mail, pour vous connecter et, si vous l’oubliez, vous envoyer un lien pour changer de mot de passe ;',
      'votre nom complet, affiché sous chacune des photos que vous publiez ;',
      'votre mot de passe, jamais en clair : seule une empreinte (argon2id) est gardée ;',
      'vos photos, réenregistrées sans leurs métadonnées (ni position GPS, ni modèle d’appareil), avec leur date de publication ;',
      'vos sessions de connexion (24 heures) et les liens de réinitialisation demandés (1 heure, gardés sous forme d’empreinte) ;',
      'les signalements que vous faites (la photo, la raison, la date), visibles des seuls organisateurs ;',
      'les créneaux de « Mon programme » (et la date de chaque choix), pour les retrouver sur vos autres appareils, et, si vous en créez une, l’empreinte de votre adresse d’agenda personnelle.',
      'les questions que vous posez aux intervenants depuis la page « Questions et sondages » (avec leur heure), vos votes pour des questions et dans les sondages, et votre choix d’afficher ou non votre nom sur le podium du quiz de la remise des prix. Si vous supprimez votre compte, vos questions sont effacées ; vos votes restent comptés, sans plus aucun lien avec vous ;',
      'les preuves de la formation : votre signature de présence pour chaque demi-journée (telle que tracée, avec l’heure), vos réponses aux QCM avant et après et leurs scores, le code de votre attestation. Vos réponses au questionnaire de satisfaction sont anonymes : seul le fait d’avoir répondu est gardé, sous une empreinte de votre adresse e-mail et avec le jour, comme les autres preuves (même après la suppression du compte), pour qu’une même personne ne réponde qu’une fois.',
    ],
  },
  {
    title: 'Sur quelle base',
    paragraphs: [
      'Votre compte et vos photos : votre demande (vous publiez ce que vous choisissez, et pouvez le retirer). Les signalements et la modération : l’intérêt légitime des organisateurs à tenir une galerie respectueuse du droit à l’image.',
      'Les preuves de la formation (présence signée, QCM, attestation) : une obligation légale de l’organisme de formation, qui doit pouvoir les présenter aux financeurs de la formation et aux auditeurs de sa certification qualité.',
    ],
  },
  {
    title: 'Qui les voit',
    paragraphs: [
      'La galerie est publique : vos photos et votre nom complet sont visibles de tous. Une question posée en salle s’affiche sans votre nom, pour les organisateurs aussi, sauf si vous choisissez de la signer ; votre nom figure sur le podium du quiz de la remise des prix si vous êtes parmi les trois premiers, à moins que vous ne l’ayez retiré depuis « Mon compte ». Votre adresse e-mail n’est visible que de vous. Les organisateurs voient les signalements et peuvent télécharger l’ensemble des photos après le congrès. Rien n’est vendu ni transmis à des tiers.',
      'Le site ne dépose aucun cookie et n’utilise aucun outil de mesure d’audience. Votre navigateur garde votre connexion dans son stockage local (clé « token ») jusqu’à votre déconnexion. Il y garde aussi les créneaux de « Mon programme » (clé « mon-programme »), avec ou sans compte, jusqu’à ce que vous les retiriez. La carte interactive est fournie par OpenStreetMap, qui reçoit votre adresse IP quand elle s’affiche.',
    ],
  },
  {
    title: 'Combien de temps',
    paragraphs: [
      `Vos photos et votre compte sont gardés jusqu’au ${RETENTION_END} : les organisateurs ferment alors la galerie et effacent ses comptes et ses photos, à moins que vous ne les ayez supprimés avant. Les sessions expirent au bout de 24 heures, les liens de réinitialisation au bout d’une heure. Les compteurs qui limitent les tentatives de connexion gardent votre adresse IP en mémoire quelques minutes. Le journal technique du serveur (date, page demandée, adresse IP), qui sert à la sécurité du site, est effacé au bout de ${LOG_RETENTION}.`,
      `Les preuves de la formation sont gardées ${EVIDENCE_RETENTION}, puis effacées automatiquement. Elles restent gardées si vous supprimez votre compte, car la loi oblige l’organisme de formation à les conserver : elles perdent alors tout lien avec le compte, mais gardent votre nom et votre adresse e-mail tels qu’au jour de la signature.`,
    ],
  },
  {
    title: 'Vos droits, et comment les exercer',
    paragraphs: ['Depuis la page « Mon compte », une fois connecté, vous pouvez vous-même :'],
    list: [
      'télécharger toutes vos données et vos photos (droit d’accès et à la portabilité) ;',
      'changer le nom affiché sous vos photos (droit de rectification) ;',
      'supprimer une de vos photos depuis la galerie, ou votre compte et toutes vos photos (droit à l’effacement ; les preuves de la formation restent gardées, voir « Combien de temps ») ;',
      'signaler une photo où vous figurez et que vous ne voulez pas voir publiée (droit d’opposition, droit à l’image).',
    ],
  },
  {
    title: 'Pour toute autre demande',
    paragraphs: [
      `Écrivez à ${PRIVACY_CONTACT_EMAIL} ; nous répondons sous un mois. Si vous estimez que vos droits ne sont pas respectés, vous pouvez adresser une réclamation à la CNIL (www.cnil.fr).`,
    ],
  },
];
