import {
  CLOCK_TIME_MESSAGE,
  CongressContent,
  JSON_MAX_DEPTH,
  ONE_LINE_PATTERN,
  hasOwnForm,
  minutesOf,
  quizId,
  type ContentProblem,
} from '@congres/contracts';
import { Settings } from 'typebox/system';
import { Value } from 'typebox/value';
import { questionnaireProblems } from '../satisfaction/questionnaire-problems.js';

/** The French refusals of one value, by what is wrong (decision 079). */
export const PROBLEM = {
  required: 'Ce champ est obligatoire : remplissez-le.',
  tooLong: (limit: number) => `Ce texte est trop long : ${limit} caractères au plus.`,
  tooMany: (limit: number) => `Trop d’éléments : ${limit} au plus. Retirez-en.`,
  time: CLOCK_TIME_MESSAGE,
  link: 'Le lien doit commencer par http:// ou https://.',
  picture: 'Choisissez une image du site : une image téléversée ou fournie avec le site.',
  slotId: 'L’identifiant d’un créneau ne contient que des minuscules, des chiffres et des tirets (24 au plus).',
  date: 'Écrivez la date comme 2025-05-23.',
  dateTime: 'Écrivez une date et une heure valides, comme 2025-05-23T08:00:00Z.',
  email: 'Écrivez une adresse e-mail valide, comme nom@exemple.fr.',
  icon: 'Choisissez une des icônes proposées.',
  number: 'Écrivez un nombre, comme 44,8268 ou -0.6037.',
  atLeast: (limit: number) => `Écrivez un nombre d’au moins ${limit}.`,
  atMost: (limit: number) => `Écrivez un nombre d’au plus ${limit}.`,
  type: 'Cette valeur n’a pas la bonne forme : rechargez la page de l’éditeur, puis recommencez.',
  html: 'Le texte ne peut pas contenir de balises HTML : écrivez du texte simple.',
  control: 'Le texte contient des caractères invisibles non autorisés : retapez-le sans copier-coller.',
  oneLine:
    'Ce champ tient sur une seule ligne : retirez les retours à la ligne et les caractères invisibles (retapez-le sans copier-coller).',
  duplicateSlotId: 'Deux créneaux ont le même identifiant : donnez-en un autre à l’un d’eux.',
  slidesPdf:
    'Ce PDF n’est pas sur le serveur : joignez de nouveau le fichier des diapositives (ou retirez-le de la séance).',
  alt: 'Décrivez cette image en quelques mots pour ceux qui ne la voient pas (texte alternatif).',
  reusedSlotId:
    'Cet identifiant a servi à un créneau retiré depuis : donnez-en un nouveau (pour le remettre, restaurez une version qui le contenait).',
  quizLinkOrQuestions:
    'Ce quiz n’a ni lien ni questions : donnez le lien de son formulaire externe, ou écrivez ses questions dans le site.',
  quizId:
    'Deux quiz ont le même identifiant (ou un identifiant réservé, « mine » ou « results ») : donnez-en un autre.',
  quizQuestionId: 'Deux questions de ce quiz ont le même identifiant : donnez-en un autre à l’une d’elles.',
  quizRight: 'Cochez la ou les bonnes réponses parmi les choix écrits (une bonne réponse cochée au moins).',
  quizPhase: 'Choisissez la phase du quiz : avant ou après la formation.',
  quizQuestionIdPattern:
    'L’identifiant d’un quiz ou d’une question ne contient que des minuscules, des chiffres et des tirets (24 au plus).',
  tooFew: (limit: number) => `Pas assez d’éléments : ${limit} au moins. Ajoutez-en.`,
  quizCloses: 'La fermeture doit venir après l’ouverture : corrigez l’une des deux.',
  slotAfterDayEnd: (end: string) =>
    `Cette séance commence à la fin du programme (${end}) ou après : avancez-la, ou repoussez la fin du programme.`,
} as const;

/** Raw errors read from the schema (a wrong icon alone gives one per icon): enough for every field of a page. */
const MAX_SCHEMA_ERRORS = 500;

/** The schema's errors, all of them rather than typebox's first 8 (a setting it reads as it runs). */
function schemaErrors(value: unknown) {
  const before = Settings.Get().maxErrors;
  Settings.Set({ maxErrors: MAX_SCHEMA_ERRORS });
  try {
    return Value.Errors(CongressContent, value);
  } finally {
    Settings.Set({ maxErrors: before });
  }
}

/** Anything that a browser could read as a tag, a comment or a processing instruction. */
const HTML_TAG = /<[a-zA-Z!/?]/;
/** Control characters, line breaks (\n, \r) excepted: one-line fields refuse those by their schema (decision 102). */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** Where the schema's `pattern` is one line, a time, a link, a picture or a slot id, by the path's end. */
function patternProblem(path: string, schemaPattern: unknown): string {
  if (schemaPattern === ONE_LINE_PATTERN) return PROBLEM.oneLine;
  if (/\/slides\/pdf\/src$/.test(path)) return PROBLEM.slidesPdf;
  if (/\/src$/.test(path)) return PROBLEM.picture;
  if (/^\/quizzes\/.*\/id$/.test(path)) return PROBLEM.quizQuestionIdPattern;
  if (/\/id$/.test(path)) return PROBLEM.slotId;
  if (/\/dateIso$/.test(path)) return PROBLEM.date;
  if (typeof schemaPattern === 'string' && schemaPattern.startsWith('^https?')) return PROBLEM.link;
  return PROBLEM.time;
}

/** A typebox error in French; the path of each missing property for `required`. */
function translate(error: {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}): ContentProblem[] {
  const { keyword, instancePath: path, params } = error;
  switch (keyword) {
    case 'required':
      return ((params.requiredProperties as string[] | undefined) ?? []).map((name) => ({
        path: `${path}/${name}`,
        message: PROBLEM.required,
      }));
    case 'minLength':
      return [{ path, message: PROBLEM.required }];
    case 'maxLength':
      return [{ path, message: PROBLEM.tooLong(Number(params.limit)) }];
    case 'maxItems':
      return [{ path, message: PROBLEM.tooMany(Number(params.limit)) }];
    case 'pattern':
      return [{ path, message: patternProblem(path, params.pattern) }];
    case 'format':
      return [{ path, message: params.format === 'email' ? PROBLEM.email : PROBLEM.dateTime }];
    case 'enum':
      return [{ path, message: /\/phase$/.test(path) ? PROBLEM.quizPhase : PROBLEM.icon }];
    case 'minItems':
      return [{ path, message: PROBLEM.tooFew(Number(params.limit)) }];
    case 'minimum':
      return [{ path, message: PROBLEM.atLeast(Number(params.limit)) }];
    case 'maximum':
      return [{ path, message: PROBLEM.atMost(Number(params.limit)) }];
    default:
      // A map point's coordinate typed as text: what to write instead (decision 081's fields).
      if (keyword === 'type' && /\/(lat|lon)$/.test(path)) return [{ path, message: PROBLEM.number }];
      return [{ path, message: PROBLEM.type }];
  }
}

/*
 * The two walks below recurse. What they walk was parsed from text checked for its depth first
 * (the API's JSON parser, an import's content.json: decision 106), so it is never deeper than
 * JSON_MAX_DEPTH; past that they stop all the same, so no value can exhaust the stack.
 */

/** Every string of `value`, with its JSON pointer (none nested deeper than JSON_MAX_DEPTH). */
function* strings(value: unknown, path = '', depth = 0): Generator<[string, string]> {
  if (typeof value === 'string') yield [path, value];
  else if (depth >= JSON_MAX_DEPTH) return;
  else if (Array.isArray(value))
    for (const [i, item] of value.entries()) yield* strings(item, `${path}/${i}`, depth + 1);
  else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value))
      yield* strings(item, `${path}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`, depth + 1);
  }
}

/** `value` with every string trimmed (a blank required field is then seen as empty); kept as is past JSON_MAX_DEPTH. */
function trimmed(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return value.trim();
  if (depth >= JSON_MAX_DEPTH) return value;
  if (Array.isArray(value)) return value.map((item) => trimmed(item, depth + 1));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, trimmed(item, depth + 1)]));
  }
  return value;
}

/** Whether `text` parses as an http(s) address. */
export function isSafeLink(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** The problems of plain text, whatever the field: HTML, control characters. */
export function textProblem(text: string): string | undefined {
  if (HTML_TAG.test(text)) return PROBLEM.html;
  if (CONTROL.test(text)) return PROBLEM.control;
  return undefined;
}

export type CheckedContent = { ok: true; content: CongressContent } | { ok: false; problems: ContentProblem[] };

/**
 * Checks content sent by an organiser: the shared schema, then what a schema cannot say (no
 * HTML, no control characters, links that parse as http(s), slot ids unique and never a
 * removed slot's, decision 079; slots before the day's end, decision 107). Paths are those of
 * `value` as sent: its programme is put in time order when saved, not here. `retiredSlotIds` are the ids of earlier versions that the
 * newest one no longer holds. The content trimmed, without unknown fields, or every problem.
 */
export function checkContent(value: unknown, retiredSlotIds: ReadonlySet<string>): CheckedContent {
  const candidate = trimmed(value);
  const problems: ContentProblem[] = [];
  const seen = new Set<string>();
  const add = (problem: ContentProblem) => {
    // One problem per field: the first says enough.
    if (seen.has(problem.path)) return;
    seen.add(problem.path);
    problems.push(problem);
  };
  for (const error of schemaErrors(candidate)) translate(error).forEach(add);
  for (const [path, text] of strings(candidate)) {
    const problem = textProblem(text);
    if (problem !== undefined) add({ path, message: problem });
  }
  if (problems.length > 0) return { ok: false, problems };

  const content = Value.Clean(CongressContent, candidate) as CongressContent;
  const links: [string, string][] = [
    ['/meals/dinner/website', content.meals.dinner.website],
    ...content.quizzes.flatMap((quiz, i): [string, string][] =>
      quiz.link === undefined ? [] : [[`/quizzes/${i}/link`, quiz.link]],
    ),
    ...content.programme.flatMap((slot, i): [string, string][] =>
      slot.slides?.link === undefined ? [] : [[`/programme/${i}/slides/link`, slot.slides.link]],
    ),
  ];
  for (const [path, link] of links) if (!isSafeLink(link)) add({ path, message: PROBLEM.link });
  // Pictures that mean something need their text (decision 088); the header's logo sits beside the site's name.
  const described: [string, string][] = [
    ...content.home.carousel.map((picture, i): [string, string] => [`/home/carousel/${i}/alt`, picture.alt]),
    ...content.partners.map((partner, i): [string, string] => [`/partners/${i}/logo/alt`, partner.logo.alt]),
    ['/event/venue/plan/alt', content.event.venue.plan.alt],
    ['/meals/dinner/place/plan/alt', content.meals.dinner.place.plan.alt],
  ];
  for (const [path, alt] of described) if (alt === '') add({ path, message: PROBLEM.alt });
  const ids = new Set<string>();
  content.programme.forEach((slot, i) => {
    const path = `/programme/${i}/id`;
    if (ids.has(slot.id)) add({ path, message: PROBLEM.duplicateSlotId });
    else if (retiredSlotIds.has(slot.id)) add({ path, message: PROBLEM.reusedSlotId });
    ids.add(slot.id);
  });
  // Every slot starts before the day's end, which ends the last one in the calendars (decision 107).
  const dayEnd = minutesOf(content.programmeEndsAt);
  content.programme.forEach((slot, i) => {
    if (minutesOf(slot.time) >= dayEnd)
      add({ path: `/programme/${i}/time`, message: PROBLEM.slotAfterDayEnd(content.programmeEndsAt) });
  });
  quizProblems(content).forEach(add);
  questionnaireProblems(content.satisfaction).forEach(add);
  return problems.length > 0 ? { ok: false, problems } : { ok: true, content };
}

/** The QCM's own rules (decision 093), beyond the schema's shapes. */
function quizProblems(content: CongressContent): ContentProblem[] {
  const problems: ContentProblem[] = [];
  // The API's static paths beside /api/quizzes/{id}, and the pages' beside /quizz/{id}.
  const quizIds = new Set(['mine', 'results', 'resultats', 'satisfaction', 'ranking', 'podium']);
  content.quizzes.forEach((quiz, i) => {
    const path = `/quizzes/${i}`;
    if (quiz.link === undefined && !hasOwnForm(quiz))
      problems.push({ path: `${path}/link`, message: PROBLEM.quizLinkOrQuestions });
    const id = quizId(quiz, i);
    if (quizIds.has(id)) problems.push({ path: `${path}/id`, message: PROBLEM.quizId });
    quizIds.add(id);
    if (quiz.closesAt !== undefined && Date.parse(quiz.closesAt) <= Date.parse(quiz.opensAt))
      problems.push({ path: `${path}/closesAt`, message: PROBLEM.quizCloses });
    const questionIds = new Set<string>();
    (quiz.questions ?? []).forEach((question, q) => {
      const at = `${path}/questions/${q}`;
      if (questionIds.has(question.id)) problems.push({ path: `${at}/id`, message: PROBLEM.quizQuestionId });
      questionIds.add(question.id);
      const right = new Set(question.right);
      if (right.size !== question.right.length || question.right.some((index) => index >= question.choices.length))
        problems.push({ path: `${at}/right`, message: PROBLEM.quizRight });
    });
  });
  return problems;
}
