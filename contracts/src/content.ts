import { Type, type Static, type TProperties, type TSchema } from 'typebox';

/**
 * The congress's content as data (decision 079): every fact the information pages show, stored
 * by the server as numbered versions and validated by this one schema on both sides. The seed is
 * `client/src/content/` (version 1 on an empty DATA_DIR); organisers edit a draft and publish it.
 *
 * Nothing here is HTML: every text is plain text, rendered as text. Links are http(s) only (the
 * `tel:` ones are built from the phone number by the client). Pictures are addresses the site
 * serves itself (a build asset or an uploaded, re-encoded file), never another origin.
 */

/**
 * One line of text (decision 102): no line break (`\r`, `\n`, U+2028, U+2029) and no control
 * character (C0, DEL, C1). A title goes where a line break is a new line of a file (the
 * calendars' name and product id, which ical-generator does not escape): refused here, so that
 * the editor and the server say the same. The server's refusal on the field is in French.
 */
export const ONE_LINE_PATTERN = '^[^\\u0000-\\u001F\\u007F-\\u009F\\u2028\\u2029]*$';
/** Plain text on one line, trimmed length checked by the server. */
/* @__NO_SIDE_EFFECTS__ */ const Line = (maxLength: number) =>
  Type.String({ minLength: 1, maxLength, pattern: ONE_LINE_PATTERN });
/** One line that may be empty (an optional detail left blank). */
/* @__NO_SIDE_EFFECTS__ */ const OptionalLine = (maxLength: number) =>
  Type.String({ maxLength, pattern: ONE_LINE_PATTERN });
/** Text typed in a text area, that may be empty: line breaks allowed, other control characters refused by the server. */
/* @__NO_SIDE_EFFECTS__ */ const OptionalText = (maxLength: number) => Type.String({ maxLength });
/** A paragraph: plain text, line breaks allowed. */
const Paragraph = Type.String({ minLength: 1, maxLength: 4000 });
/* @__NO_SIDE_EFFECTS__ */ const List = <T extends TSchema>(item: T, maxItems: number) =>
  Type.Array(item, { maxItems });

/** An external link: http(s) only, checked again by the server's `isSafeLink`. */
export const ContentLink = Type.String({ minLength: 1, maxLength: 500, pattern: '^https?://' });

/** A time of the day as the spec writes it: "8h", "11h15", "7H03". */
export const CLOCK_TIME_PATTERN = '^([01]?[0-9]|2[0-3])[hH]([0-5][0-9])?$';
export const ClockTime = Type.String({ pattern: CLOCK_TIME_PATTERN, maxLength: 5 });

/**
 * A picture the site serves: a path on the site itself ("/assets/…" from the build, or
 * "/uploads/content/…" for an organiser's upload). Its size is the intrinsic one (no layout shift).
 */
export const ContentPicture = Type.Object({
  src: Type.String({ minLength: 1, maxLength: 300, pattern: '^/(assets|uploads/content)/[A-Za-z0-9._-]+$' }),
  alt: OptionalLine(600),
  width: Type.Integer({ minimum: 1, maximum: 10000 }),
  height: Type.Integer({ minimum: 1, maximum: 10000 }),
});
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

/**
 * A slot's stable identity (decision 079): the seed's 18 slots keep "01" … "18" (the ids stars,
 * calendar files and links already use); a slot added later gets a new id that no change of
 * time, title or order alters, and that is never given again.
 */
export const SLOT_ID_PATTERN = '^[a-z0-9][a-z0-9-]{0,23}$';

/** Where the server serves the slides PDFs it stored (decision 084); names are its own, random. */
export const SLIDES_URL_PREFIX = '/uploads/slides/';
export const SLIDES_NAME_PATTERN = '[a-f0-9]{32}\\.pdf';

/** A PDF an organiser attached to a slot, as `POST /api/content/slides` answered it (decision 084). */
export const SlidesPdf = Type.Object({
  src: Type.String({ maxLength: 100, pattern: `^/uploads/slides/${SLIDES_NAME_PATTERN}$` }),
  /** The file's name on the organiser's device, as plain text (shown in the editor only). */
  name: Line(200),
  bytes: Type.Integer({ minimum: 1 }),
});
export type SlidesPdf = Static<typeof SlidesPdf>;

/** A slot's presentation: a PDF the site serves, and/or a link elsewhere (http(s) only). */
export const SlotSlides = Type.Object({ pdf: Type.Optional(SlidesPdf), link: Type.Optional(ContentLink) });
export type SlotSlides = Static<typeof SlotSlides>;

export const ProgrammeSlot = Type.Object({
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
});
export type ProgrammeSlot = Static<typeof ProgrammeSlot>;

/** A quiz's and a question's stable identity (decision 093), as a slot's. */
export const QUIZ_ID_PATTERN = '^[a-z0-9][a-z0-9-]{0,23}$';
/** Before or after the training (decision 093): the "QCM avant" and "QCM après" of the programme. */
export const QUIZ_PHASES = ['avant', 'apres'] as const;
export type QuizPhase = (typeof QUIZ_PHASES)[number];
export const QUIZ_MAX_QUESTIONS = 40;
export const QUIZ_MAX_CHOICES = 8;

/**
 * A question written in the site (decision 093). The same id in an "avant" and an "après" quiz
 * is the same question asked twice: the results compare them. `right` holds the indexes of the
 * right choices; an answer is right when it picks exactly those.
 */
export const QuizQuestion = Type.Object({
  id: Type.String({ pattern: QUIZ_ID_PATTERN, maxLength: 24 }),
  /** Typed in a text area: line breaks allowed. */
  text: Type.String({ minLength: 1, maxLength: 1000 }),
  /** The training objective the question measures: the results' gain is per objective. */
  objective: Line(200),
  choices: Type.Array(Line(300), { minItems: 2, maxItems: QUIZ_MAX_CHOICES }),
  right: Type.Array(Type.Integer({ minimum: 0, maximum: QUIZ_MAX_CHOICES - 1 }), {
    minItems: 1,
    maxItems: QUIZ_MAX_CHOICES,
  }),
});
export type QuizQuestion = Static<typeof QuizQuestion>;

/** A quiz's fields but its questions: what the public content gives of it too (decision 102). */
/**
 * A quiz with `extra` beside its head: the whole content's (its questions) and the public one's
 * (their number). A function, not a spread object: the client's bundler can drop both schemas
 * then (a spread at a module's top level counts as work it must keep, and TypeBox with it).
 */
/* @__NO_SIDE_EFFECTS__ */
function quizSchema<Extra extends TProperties>(extra: Extra) {
  return Type.Object({
    /** Stable (decision 093); absent in versions published before it: `quizId` gives their position's. */
    id: Type.Optional(Type.String({ pattern: QUIZ_ID_PATTERN, maxLength: 24 })),
    /** Absent in versions published before it: `quizPhase` reads the first as "avant", the others "après". */
    phase: Type.Optional(Type.Enum(QUIZ_PHASES)),
    label: Line(100),
    /** ISO 8601 instant, UTC: typed in Bordeaux time by organisers, stored in UTC. */
    opensAt: Type.String({ format: 'date-time', maxLength: 40 }),
    /** When answers stop being taken (ISO 8601, UTC); none: open from `opensAt` on. */
    closesAt: Type.Optional(Type.String({ format: 'date-time', maxLength: 40 })),
    /** The external form; a quiz needs a link or questions (checked by the server). */
    link: Type.Optional(ContentLink),
    ...extra,
  });
}
export const ContentQuiz = quizSchema({
  /**
   * Written in the site (decision 093): the quiz opens its own form instead of the link. Never
   * in the public content (decision 102): GET /api/quizzes/{id} gives them, without the answers.
   */
  questions: Type.Optional(List(QuizQuestion, QUIZ_MAX_QUESTIONS)),
});
export type ContentQuiz = Static<typeof ContentQuiz>;

/**
 * A quiz as the public content gives it (decision 102): the number of its questions, never the
 * questions nor their right answers, even once it is open. A signed-in attendee reads the
 * questions of an open quiz from GET /api/quizzes/{id}, without the answers.
 */
export const PublicContentQuiz = quizSchema({
  questionCount: Type.Integer({ minimum: 0, maximum: QUIZ_MAX_QUESTIONS }),
});
export type PublicContentQuiz = Static<typeof PublicContentQuiz>;

/** A quiz's id: its own, or for a version published before ids, its position's ("quiz-1", …) as the seed's. */
export const quizId = (quiz: Pick<ContentQuiz, 'id'>, index: number): string => quiz.id ?? `quiz-${index + 1}`;
/** A quiz's phase: its own, or for a version published before phases, the first "avant", the others "après". */
export const quizPhase = (quiz: Pick<ContentQuiz, 'phase'>, index: number): QuizPhase =>
  quiz.phase ?? (index === 0 ? 'avant' : 'apres');
/**
 * Whether the site shows the quiz's own form (questions written) rather than its link: from the
 * full content (organisers, the server) or the public one (its `questionCount`; a copy kept on a
 * phone before decision 102 still has the questions).
 */
export const hasOwnForm = (quiz: ContentQuiz | PublicContentQuiz): boolean =>
  ('questionCount' in quiz ? quiz.questionCount : (quiz.questions?.length ?? 0)) > 0;
/** A quiz as the public reads it (decision 102): its questions' number in place of them. */
export function publicQuiz({ questions, ...quiz }: ContentQuiz): PublicContentQuiz {
  return { ...quiz, questionCount: questions?.length ?? 0 };
}

export const Menu = Type.Object({ starter: Line(300), main: Line(300), dessert: Line(300) });
export type Menu = Static<typeof Menu>;

export const Place = Type.Object({
  name: Line(200),
  address: Line(300),
  point: MapPoint,
  plan: ContentPicture,
});
export type Place = Static<typeof Place>;

/**
 * A half-day of the training action (decision 091): what one attendance sheet covers. Its times
 * are the day's clock times in Bordeaux; its modules are programme slots, by their stable ids.
 */
export const HALF_DAY_ID_PATTERN = '^[a-z0-9][a-z0-9-]{0,23}$';
export const TrainingHalfDay = Type.Object({
  id: Type.String({ pattern: HALF_DAY_ID_PATTERN, maxLength: 24 }),
  /** "Matinée", "Après-midi". */
  label: Line(100),
  startsAt: ClockTime,
  endsAt: ClockTime,
  /** The programme slots the half-day holds (its modules, on the sheet). */
  slotIds: List(Type.String({ pattern: SLOT_ID_PATTERN, maxLength: 24 }), 60),
  /** The trainer's name, printed on the sheet. */
  trainer: Line(200),
});
export type TrainingHalfDay = Static<typeof TrainingHalfDay>;

/** The training action the day is (decision 091): its sheets and certificates say these. */
export const TrainingAction = Type.Object({
  /** The action's title, on sheets and certificates. */
  title: Line(200),
  /** Its nature ("Action de formation continue…"), on certificates. */
  nature: Line(300),
  halfDays: List(TrainingHalfDay, 4),
});
export type TrainingAction = Static<typeof TrainingAction>;

/**
 * The satisfaction questionnaire (decision 094): questions the organisers write, answered once per
 * account from /quizz once `opensAt` has passed. A `scale` is 1 to 5; a `choice` takes one of its
 * `choices`; a `text` is free text. The first scale question is the overall one: the
 * satisfaction rate is the share of its answers that are 4 or 5.
 */
export const SATISFACTION_QUESTION_ID_PATTERN = '^[a-z0-9][a-z0-9-]{0,23}$';
export const SATISFACTION_QUESTION_KINDS = ['scale', 'choice', 'text'] as const;
export type SatisfactionQuestionKind = (typeof SATISFACTION_QUESTION_KINDS)[number];
export const SatisfactionQuestion = Type.Object({
  id: Type.String({ pattern: SATISFACTION_QUESTION_ID_PATTERN, maxLength: 24 }),
  kind: Type.Union([Type.Literal('scale'), Type.Literal('choice'), Type.Literal('text')]),
  label: Line(300),
  required: Type.Boolean(),
  /** A choice's options, in order; ignored for the other kinds. */
  choices: Type.Optional(List(Line(120), 12)),
});
export type SatisfactionQuestion = Static<typeof SatisfactionQuestion>;

export const SatisfactionQuestionnaire = Type.Object({
  /** Stable: one answer per account per id; a new id starts a new questionnaire. */
  id: Type.String({ pattern: SATISFACTION_QUESTION_ID_PATTERN, maxLength: 24 }),
  title: Line(200),
  /** ISO 8601 instant, UTC: typed in Bordeaux time by organisers (the end of the day by default). */
  opensAt: Type.String({ format: 'date-time', maxLength: 40 }),
  questions: List(SatisfactionQuestion, 30),
});
export type SatisfactionQuestionnaire = Static<typeof SatisfactionQuestionnaire>;

/**
 * The content with `quiz` as each quiz's schema: the whole content's and the public one's
 * (decision 102), built by a function for the same reason as `quizSchema`.
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
