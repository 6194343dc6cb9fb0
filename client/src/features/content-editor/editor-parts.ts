import { SITE_ROUTES, type CongressContent } from '@congres/contracts';
import { isEditable } from './editable-fields';

/** The editor's parts besides the programme, each a page of its own: /contenu/{slug} (decision 108). */
export const PARTS = [
  { slug: 'quizz', id: 'contenu-quizz', title: 'Quizz' },
  { slug: 'accueil', id: 'contenu-accueil', title: 'Accueil' },
  { slug: 'repas', id: 'contenu-repas', title: 'Repas' },
  { slug: 'itineraires', id: 'contenu-itineraires', title: 'Itinéraires' },
  { slug: 'contact', id: 'contenu-contact', title: 'Contact du secrétariat' },
  { slug: 'lieux', id: 'contenu-lieux', title: 'Lieux et carte' },
  { slug: 'pages-legales', id: 'contenu-legal', title: 'Pages légales' },
  { slug: 'images', id: 'contenu-images', title: 'Images' },
  { slug: 'partenaires', id: 'contenu-partenaires', title: 'Partenaires' },
  { slug: 'formation', id: 'contenu-formation', title: 'Formation (émargement)' },
  { slug: 'satisfaction', id: 'contenu-satisfaction', title: 'Questionnaire de satisfaction' },
  { slug: 'apercu', id: 'contenu-apercu', title: 'Aperçu' },
  { slug: 'historique', id: 'contenu-historique', title: 'Historique' },
  { slug: 'export-import', id: 'contenu-transfert', title: 'Exporter ou importer' },
  // Drawn by the /contenu route (features/team, decision 085).
  { slug: 'equipe', id: 'contenu-equipe', title: 'Équipe' },
] as const;

export type PartSlug = (typeof PARTS)[number]['slug'];

/** What an editor's page may be opened with: a line for the programme's list to say, the control to focus. */
export interface Arrival {
  said?: string;
  focus?: string;
}

/** The address of a part of the editor. */
export const partPath = (slug: PartSlug) => SITE_ROUTES.contentPart.replace(':part', slug);

/** The address of one programme slot, by its stable id. */
export const slotPath = (slotId: string) => SITE_ROUTES.contentSlot.replace(':slotId', encodeURIComponent(slotId));

/** Which part shows a field, by its JSON pointer (the pictures' first: the plans sit among the places). */
const PART_OF: readonly (readonly [RegExp, PartSlug])[] = [
  [/^\/(logo|home\/carousel|event\/venue\/plan|meals\/dinner\/place\/plan)\//, 'images'],
  [/^\/partners\//, 'partenaires'],
  [/^\/quizzes\//, 'quizz'],
  [/^\/event\/(title|dateLabel|intro)(\/|$)/, 'accueil'],
  [/^\/(event\/venue|meals\/dinner\/place|itineraries\/directionsFrom)\//, 'lieux'],
  [/^\/meals\//, 'repas'],
  [/^\/itineraries\//, 'itineraires'],
  [/^\/contact\//, 'contact'],
  [/^\/legal\//, 'pages-legales'],
  [/^\/training\//, 'formation'],
  [/^\/satisfaction\//, 'satisfaction'],
];

/**
 * Where the editor shows the field a refusal names: its slot's page, its part's, or for a value
 * without a field of its own the programme's list, which lists such refusals (decision 108).
 */
export function placeOfProblem(pointer: string, content: CongressContent): string {
  if (!isEditable(pointer)) return SITE_ROUTES.content;
  const slot = /^\/programme\/(\d+)\//.exec(pointer);
  if (slot !== null) {
    const id = content.programme[Number(slot[1])]?.id;
    return id === undefined ? SITE_ROUTES.content : slotPath(id);
  }
  const part = PART_OF.find(([pattern]) => pattern.test(pointer))?.[1];
  return part === undefined ? SITE_ROUTES.content : partPath(part);
}
