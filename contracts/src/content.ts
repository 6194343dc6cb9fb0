import { Type, type Static, type TSchema } from 'typebox';
import {
  ClockTime,
  ContentLink,
  Line,
  List,
  OptionalLine,
  OptionalText,
  SLOT_ID_PATTERN,
  pureSchema,
} from './content-fields.js';
import { ContentQuiz, PublicContentQuiz, publicQuiz } from './content-quiz.js';
import { SatisfactionQuestionnaire } from './content-questionnaire.js';
import { TrainingAction } from './content-training.js';

/**
 * The congress's content as data (decision 079): every fact the information pages show, stored
 * by the server as numbered versions and validated by this one schema on both sides. The seed is
 * `client/src/content/` (version 1 on an empty DATA_DIR); organisers edit a draft and publish it.
 *
 * Nothing here is HTML: every text is plain text, rendered as text. Links are http(s) only (the
 * `tel:` ones are built from the phone number by the client). Pictures are addresses the site
 * serves itself (a build asset or an uploaded, re-encoded file), never another origin.
 * Its fields are in content-fields.ts; the quizzes', the training's and the questionnaire's parts
 * each in their own file (content-quiz.ts, content-training.ts, content-questionnaire.ts).
 */

// The fields' public names, where they always were.
export { CLOCK_TIME_PATTERN, ClockTime, ContentLink, ONE_LINE_PATTERN, SLOT_ID_PATTERN } from './content-fields.js';

/** A paragraph: plain text, line breaks allowed. */
const Paragraph = Type.String({ minLength: 1, maxLength: 4000 });

/**
 * A picture the site serves: a path on the site itself ("/assets/…" from the build, or
 * "/uploads/content/…" for an organiser's upload). Its size is the intrinsic one (no layout shift).
 */
export const ContentPicture = pureSchema(() =>
  Type.Object({
    src: Type.String({ minLength: 1, maxLength: 300, pattern: '^/(assets|uploads/content)/[A-Za-z0-9._-]+$' }),
    alt: OptionalLine(600),
    width: Type.Integer({ minimum: 1, maximum: 10000 }),
    height: Type.Integer({ minimum: 1, maximum: 10000 }),
  }),
);
export type ContentPicture = Static<typeof ContentPicture>;

export const MapPoint = Type.Object({
  lat: Type.Number({ minimum: -90, maximum: 90 }),
  lon: Type.Number({ minimum: -180, maximum: 180 }),
});
export type MapPoint = Static<typeof MapPoint>;

/** The icons the programme can show; drawn by the client's programme feature. */
export const PROGRAMME_ICONS = [
  'welcome',
  'speech',
  'checklist',
  'talk',
  'lab',
  'break',
  'meal',
  'quiz',
  'trophy',
  'calendar',
] as const;
export type ProgrammeIconName = (typeof PROGRAMME_ICONS)[number];

/** Where the server serves the slides PDFs it stored (decision 084); names are its own, random. */
export const SLIDES_URL_PREFIX = '/uploads/slides/';
export const SLIDES_NAME_PATTERN = '[a-f0-9]{32}\\.pdf';

/** A PDF an organiser attached to a slot, as `POST /api/content/slides` answered it (decision 084). */
export const SlidesPdf = pureSchema(() =>
  Type.Object({
    src: Type.String({ maxLength: 100, pattern: `^/uploads/slides/${SLIDES_NAME_PATTERN}$` }),
    /** The file's name on the organiser's device, as plain text (shown in the editor only). */
    name: Line(200),
    bytes: Type.Integer({ minimum: 1 }),
  }),
);
export type SlidesPdf = Static<typeof SlidesPdf>;

/** A slot's presentation: a PDF the site serves, and/or a link elsewhere (http(s) only). */
export const SlotSlides = Type.Object({ pdf: Type.Optional(SlidesPdf), link: Type.Optional(ContentLink) });
export type SlotSlides = Static<typeof SlotSlides>;

export const ProgrammeSlot = pureSchema(() =>
  Type.Object({
    id: Type.String({ pattern: SLOT_ID_PATTERN, maxLength: 24 }),
    time: ClockTime,
    title: Line(200),
    /** Typed in a text area: line breaks allowed (the calendars escape them in DESCRIPTION). */
    description: Type.Optional(OptionalText(1000)),
    // An enum, not a union of a mapped array: that one's static type was `never`.
    icon: Type.Enum(PROGRAMME_ICONS),
    /** A cancelled slot stays in the programme, struck through, so that its links keep working. */
    cancelled: Type.Boolean(),
    /** Its presentation, once organisers attach one (decision 084); absent in the seed. */
    slides: Type.Optional(SlotSlides),
  }),
);
export type ProgrammeSlot = Static<typeof ProgrammeSlot>;

export const Menu = pureSchema(() => Type.Object({ starter: Line(300), main: Line(300), dessert: Line(300) }));
export type Menu = Static<typeof Menu>;

export const Place = pureSchema(() =>
  Type.Object({
    name: Line(200),
    address: Line(300),
    point: MapPoint,
    plan: ContentPicture,
  }),
);
export type Place = Static<typeof Place>;

/**
 * The content with `quiz` as each quiz's schema: the whole content's and the public one's
 * (decision 102), built by a function for the same reason as `quizSchema` (content-quiz.ts).
 */
/* @__NO_SIDE_EFFECTS__ */
function contentSchema<Quiz extends TSchema>(quiz: Quiz) {
  return Type.Object({
    event: Type.Object({
      title: Line(200),
      organisationName: Line(200),
      organisationAbbreviation: Line(40),
      /** The day, YYYY-MM-DD, in Bordeaux. */
      dateIso: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
      dateLabel: Line(100),
      meetingTime: ClockTime,
      intro: List(Paragraph, 10),
      venue: Place,
    }),
    programme: List(ProgrammeSlot, 60),
    /** When the last slot ends (the end of the day). */
    programmeEndsAt: ClockTime,
    meals: Type.Object({
      dinner: Type.Object({
        day: Line(60),
        time: ClockTime,
        menu: Menu,
        website: ContentLink,
        phone: Line(30),
        place: Place,
      }),
      lunch: Type.Object({
        day: Line(60),
        time: ClockTime,
        place: Line(200),
        menus: Type.Object({ normal: Menu, vegetarian: Menu }),
        water: List(Line(60), 10),
      }),
    }),
    itineraries: Type.Object({
      privateBus: Type.Object({ time: ClockTime, meetingPoint: Line(300) }),
      busLines: List(Type.Object({ line: Line(20), stop: Line(100) }), 20),
      tram: Type.Object({ line: Line(20), stop: Line(100) }),
      train: Type.Object({ line: Line(20), departures: List(ClockTime, 20), from: Line(100), to: Line(100) }),
      signage: OptionalText(1000),
      /** Where the "Depuis …" directions start; they end at the venue's point. */
      directionsFrom: List(Type.Object({ label: Line(100), point: MapPoint }), 10),
    }),
    quizzes: List(quiz, 20),
    partners: List(Type.Object({ name: Line(100), logo: ContentPicture }), 40),
    contact: Type.Object({
      name: Line(200),
      address: List(Line(200), 6),
      email: Type.String({ minLength: 3, maxLength: 200, format: 'email' }),
      phone: Line(30),
    }),
    home: Type.Object({ carousel: List(ContentPicture, 12) }),
    legal: Type.Object({
      notice: List(LegalSectionSchema(), 30),
      privacy: List(LegalSectionSchema(), 30),
    }),
    /** The site's logo, in the header. */
    logo: ContentPicture,
    /**
     * The training action (decision 091). Optional: versions published before it existed have
     * none, and the server then uses the seed's.
     */
    training: Type.Optional(TrainingAction),
    /**
     * The satisfaction questionnaire (decision 094). Optional: versions published before it existed
     * have none, and the server then uses the seed's.
     */
    satisfaction: Type.Optional(SatisfactionQuestionnaire),
  });
}
export const CongressContent = contentSchema(ContentQuiz);
export type CongressContent = Static<typeof CongressContent>;

/**
 * The content as it leaves the server to anyone (decision 102): GET /api/content, the pages'
 * embedded JSON, the phones' kept copy. The same but for the quizzes, whose questions (and their
 * right answers) stay on the server; organisers read the whole content from the draft and the export.
 */
export const PublicCongressContent = contentSchema(PublicContentQuiz);
export type PublicCongressContent = Static<typeof PublicCongressContent>;

/** The one projection of the content to the public (decision 102): used wherever it leaves the server so. */
export function publicContent(content: CongressContent): PublicCongressContent {
  return { ...content, quizzes: content.quizzes.map(publicQuiz) };
}

/* @__NO_SIDE_EFFECTS__ */
function LegalSectionSchema() {
  return Type.Object({
    title: Line(200),
    paragraphs: List(Paragraph, 30),
    list: Type.Optional(List(Line(1000), 40)),
  });
}
export type LegalSection = CongressContent['legal']['notice'][number];

/**
 * When the seed's programme was published (PLACEHOLDER): the DTSTAMP and LAST-MODIFIED its
 * calendar files have always carried, kept for version 1 so that subscribed calendars see no change.
 */
export const PROGRAMME_SEED_PUBLISHED_AT = '2025-05-01T08:00:00Z';

/**
 * GET /api/content: the published version, with an ETag of its number. Version 1 is the seed.
 * Its content is the public one (decision 102): no quiz's questions.
 */
export const CONTENT_PATH = '/api/content';
export const PublishedContent = Type.Object({
  version: Type.Integer({ minimum: 1 }),
  /** ISO 8601, UTC. */
  publishedAt: Type.String(),
  content: PublicCongressContent,
});
export type PublishedContent = Static<typeof PublishedContent>;

/**
 * A part of a rebased draft that both the draft and the newer versions changed (decision 101):
 * the draft's change is kept; `path` points at it ("/programme/3", "/meals"), `label` names it in French.
 */
export const ContentConflict = Type.Object({ path: Type.String(), label: Type.String() });
export type ContentConflict = Static<typeof ContentConflict>;

/**
 * GET /api/content/draft (organisers): the draft, or the published content when none is open.
 * A draft saved on an older version than the newest comes re-applied onto the newest
 * (`rebasedFrom`, `conflicts`, decision 101): never published as it was saved.
 */
export const ContentDraft = Type.Object({
  baseVersion: Type.Integer({ minimum: 1 }),
  content: CongressContent,
  /** Who saved the draft last, and when (null when it is the published content unchanged). */
  updatedBy: Type.Union([Type.String(), Type.Null()]),
  updatedAt: Type.Union([Type.String(), Type.Null()]),
  /** The version the draft was saved on, when it is given rebased onto the newest one (`baseVersion`). */
  rebasedFrom: Type.Optional(Type.Integer({ minimum: 1 })),
  /** The parts both sides changed, the draft's change kept: to check before publishing. */
  conflicts: Type.Optional(Type.Array(ContentConflict)),
});
export type ContentDraft = Static<typeof ContentDraft>;

/** PUT /api/content/draft and POST /api/content/draft/rebase (organisers). */
export const ContentDraftBody = Type.Object({
  baseVersion: Type.Integer({ minimum: 1 }),
  content: Type.Unknown(),
});
export type ContentDraftBody = Static<typeof ContentDraftBody>;

/** POST /api/content/versions/{n}/restore (organisers): the newest version the organiser saw (decision 101). */
export const RestoreBody = Type.Object({ baseVersion: Type.Integer({ minimum: 1 }) });
export type RestoreBody = Static<typeof RestoreBody>;

/** POST /api/content/publish (organisers): 201 { version }, or 409 when another was published since. */
export const PublishBody = Type.Object({
  baseVersion: Type.Integer({ minimum: 1 }),
  note: Type.Optional(Type.String({ maxLength: 280 })),
});
export type PublishBody = Static<typeof PublishBody>;
export const PublishReply = Type.Object({ version: Type.Integer({ minimum: 1 }) });
export type PublishReply = Static<typeof PublishReply>;

/** What changed for one slot between a version and the one before (the history page, the feed). */
export const SlotChange = Type.Object({
  slotId: Type.String(),
  kind: Type.Union([
    Type.Literal('added'),
    Type.Literal('moved'),
    Type.Literal('renamed'),
    Type.Literal('cancelled'),
    Type.Literal('restored'),
    Type.Literal('removed'),
  ]),
  title: Type.String(),
  /** For "moved": the former time and the new one. For "renamed": the former title. */
  from: Type.Optional(Type.String()),
  to: Type.Optional(Type.String()),
});
export type SlotChange = Static<typeof SlotChange>;

/** GET /api/content/versions (anyone): newest first. Who published stays among organisers. */
export const ContentVersionSummary = Type.Object({
  version: Type.Integer({ minimum: 1 }),
  publishedAt: Type.String(),
  note: Type.Union([Type.String(), Type.Null()]),
  /** When this version restored an earlier one, its number. */
  restoredFrom: Type.Union([Type.Integer(), Type.Null()]),
  changes: Type.Array(SlotChange),
});
export type ContentVersionSummary = Static<typeof ContentVersionSummary>;
export const ContentVersionList = Type.Array(ContentVersionSummary);
export type ContentVersionList = Static<typeof ContentVersionList>;

/** The refusals, in French: what is wrong and what to do. */
export const CONTENT_CONFLICT = (version: number, by: string) =>
  `La version ${version} a été publiée entre-temps par ${by} : rechargez le brouillon pour voir ses changements, puis publiez de nouveau. Ce que vous avez saisi est gardé dans le brouillon.`;
export const CONTENT_INVALID =
  'Le contenu n’a pas été enregistré : corrigez les champs signalés, puis enregistrez de nouveau.';
export const CONTENT_VERSION_NOT_FOUND = 'Cette version n’existe pas : choisissez-en une dans l’historique.';

/** One refused value: where (a JSON pointer like "/programme/3/time") and why, in French. */
export const ContentProblem = Type.Object({ path: Type.String(), message: Type.String() });
export type ContentProblem = Static<typeof ContentProblem>;

/**
 * Content images (decision 088): POST (organisers, multipart field `file`) answers 201 with a
 * ContentPicture whose `alt` is empty; the file, re-encoded to WebP, is served under the prefix.
 */
export const CONTENT_IMAGES_PATH = '/api/content/images';
export const CONTENT_IMAGE_URL_PREFIX = '/uploads/content/';
/** The names the server gives content images: 32 random hex digits, WebP. */
export const CONTENT_IMAGE_NAME_PATTERN = '^[a-f0-9]{32}\\.webp$';

/**
 * Export and import of the whole content (decision 089): a zip holding `content.json` (this
 * shape) and every image it names in `images/` (the file name of its address).
 */
export const CONTENT_EXPORT_PATH = '/api/content/export';
export const CONTENT_IMPORT_PATH = '/api/content/import';
export const CONTENT_ARCHIVE_FORMAT = 'congres-contenu/1';
export const ContentArchiveFile = Type.Object({
  format: Type.Literal(CONTENT_ARCHIVE_FORMAT),
  version: Type.Integer({ minimum: 1 }),
  publishedAt: Type.String(),
  content: CongressContent,
});
export type ContentArchiveFile = Static<typeof ContentArchiveFile>;
/** The 400 of an import: nothing was changed, every problem is listed. */
export const ContentImportRefusal = Type.Object({ message: Type.String(), problems: Type.Array(ContentProblem) });
export type ContentImportRefusal = Static<typeof ContentImportRefusal>;
export const CONTENT_IMPORT_INVALID =
  'Le contenu n’a pas été importé : corrigez les problèmes listés dans l’archive, puis importez-la de nouveau. Rien n’a été changé.';
/** The public note of the version an import publishes. */
export const CONTENT_IMPORT_NOTE = 'Contenu importé';
