import type { Role } from '@congres/contracts';
import type { PollState, QuestionState } from '@congres/contracts/room';
import type { ColumnType, Generated } from 'kysely';

/**
 * The tables, as Kysely sees them. Each capability adds its tables here and a migration in
 * ./migrations; queries live next to the capability that owns them.
 */
export interface Database {
  users: UsersTable;
  auth_tokens: AuthTokensTable;
  password_reset_tokens: PasswordResetTokensTable;
  photos: PhotosTable;
  photo_reports: PhotoReportsTable;
  list_versions: ListVersionsTable;
  idempotency_keys: IdempotencyKeysTable;
  programme_stars: ProgrammeStarsTable;
  calendar_feeds: CalendarFeedsTable;
  resumable_uploads: ResumableUploadsTable;
  live_events: LiveEventsTable;
  /** The organisers' events (decision 104): numbered apart, same columns. */
  live_organiser_events: LiveEventsTable;
  announcements: AnnouncementsTable;
  wall_screens: WallScreensTable;
  wall_approvals: WallApprovalsTable;
  content_versions: ContentVersionsTable;
  content_draft: ContentDraftTable;
  attendance_half_days: AttendanceHalfDaysTable;
  attendance_signatures: AttendanceSignaturesTable;
  quiz_answers: QuizAnswersTable;
  satisfaction_respondents: SatisfactionRespondentsTable;
  satisfaction_answers: SatisfactionAnswersTable;
  satisfaction_reminders: SatisfactionRemindersTable;
  evidence_codes: EvidenceCodesTable;
  satisfaction_publications: SatisfactionPublicationsTable;
  satisfaction_marks: SatisfactionMarksTable;
  questions: QuestionsTable;
  question_votes: QuestionVotesTable;
  polls: PollsTable;
  poll_votes: PollVotesTable;
  podium_choices: PodiumChoicesTable;
  podium_shown: PodiumShownTable;
}

export type { Role };

export interface UsersTable {
  id: Generated<number>;
  /** Stored trimmed and lower-cased, so that uniqueness ignores case and spaces. */
  email: string;
  /** The "full name" of the registration screen; shown as "Publié par" in the gallery. */
  username: string;
  password_hash: string;
  role: ColumnType<Role, Role | undefined, Role>;
  /** ISO 8601, UTC. */
  created_at: ColumnType<string, string | undefined, never>;
}

/** Every login token issued (by its JWT `jti`), so that it can be revoked before it expires. */
export interface AuthTokensTable {
  jti: string;
  user_id: number;
  /** ISO 8601, UTC: the token's `exp`; the row may be deleted after it. */
  expires_at: string;
  /** Set on logout, or for all of a user's tokens on a password reset. */
  revoked_at: string | null;
  created_at: ColumnType<string, string | undefined, never>;
}

/** Password-reset tokens: only their SHA-256 is kept, so a leaked database resets nothing. */
export interface PasswordResetTokensTable {
  /** Hex SHA-256 of the token sent in the link. */
  token_hash: string;
  user_id: number;
  /** ISO 8601, UTC. */
  expires_at: string;
  /** Set when the token is used (single use). */
  used_at: string | null;
  created_at: ColumnType<string, string | undefined, never>;
}

/** A published photo: its files are in the photo storage (see domain/photos/photo-files.ts). */
export interface PhotosTable {
  id: Generated<number>;
  user_id: number;
  /** `{uuid}.jpg`, the full-size image (at most 1024 px, 1 MB, no metadata). */
  filename: string;
  /** `{uuid}.webp`, about 400 px wide, in photos/thumbs. */
  thumbnail: string;
  /** `{uuid}.avif`, the same thumbnail in AVIF; null for photos published before it existed. */
  thumbnail_avif: ColumnType<string | null, string | null | undefined, never>;
  /** `{uuid}.webp` beside the JPEG, the lightbox's lighter copy; null when there is none. */
  display: ColumnType<string | null, string | null | undefined, never>;
  width: number;
  height: number;
  thumb_width: number;
  thumb_height: number;
  bytes: number;
  /** Hex SHA-256 of the stored image: one account cannot publish the same image twice. */
  content_hash: string | null;
  /** ISO 8601, UTC. */
  created_at: ColumnType<string, string | undefined, never>;
}

/** A signed-in visitor's report of a photo; organisers keep the photo (clearing these) or delete it. */
export interface PhotoReportsTable {
  photo_id: number;
  user_id: number;
  reason: string;
  created_at: ColumnType<string, string | undefined, never>;
}

/** Versions of lists served with an ETag, and their length, moved by database triggers (migrations 004, 005). */
export interface ListVersionsTable {
  name: string;
  version: number;
  total: ColumnType<number, number | undefined, number>;
}

/** One `Idempotency-Key` of an account's uploads (decision 047): its running attempt, then its outcome. */
export interface IdempotencyKeysTable {
  user_id: number;
  /** As the client sent it: 8 to 128 of [A-Za-z0-9_-], meaningful only within its account. */
  key: string;
  state: 'pending' | 'done';
  /** The random id of the attempt that owns the row. */
  attempt: string;
  /** The PublishOutcome as JSON once done; null while pending. */
  outcome: string | null;
  /** ISO 8601, UTC (the servers' clock): moved every few seconds while the attempt runs. */
  heartbeat_at: string;
  /** ISO 8601, UTC (the database's clock): what the sweep goes by. */
  created_at: ColumnType<string, string | undefined, never>;
}

/** A slot of the programme an account starred, or unstarred since (migration 010, decision 061). */
export interface ProgrammeStarsTable {
  user_id: number;
  /** "01" … "18" (contracts: PROGRAMME_SLOT_IDS). */
  slot_id: string;
  /** 1 starred, 0 removed. */
  starred: number;
  /** ISO 8601, UTC: when the attendee last chose; the later choice wins a merge. */
  updated_at: string;
}

/** An account's calendar address: only the SHA-256 of its token is kept. */
export interface CalendarFeedsTable {
  user_id: number;
  /** Hex SHA-256 of the token in the address. */
  token_hash: string;
  /** ISO 8601, UTC. */
  created_at: string;
}

/** A tus upload of a signed-in account (migration 008, decision 050); its bytes are in the tus store. */
export interface ResumableUploadsTable {
  /** The tus upload id: 32 hex digits, the last segment of its URL. */
  id: string;
  user_id: number;
  /** The file name from the `filename` metadata, only ever echoed back as text. */
  name: string;
  /** `Upload-Length`: the whole file, in bytes. */
  length: number;
  /** The `key` metadata (the Idempotency-Key of the photo); null when the client sent none. */
  idempotency_key: string | null;
  /** Receiving bytes, then processed by the photo pipeline, then done with its outcome. */
  state: ColumnType<UploadState, UploadState | undefined, UploadState>;
  /** The JSON answer of the finishing request (UploadResult), once done. */
  outcome: string | null;
  /** ISO 8601, UTC: the sweep removes the row, and its bytes, by this age. */
  created_at: ColumnType<string, string | undefined, never>;
}

export type UploadState = 'receiving' | 'processing' | 'done';
/** The last events of the live stream, for a client that reconnects (migration 007, decision 057). */
export interface LiveEventsTable {
  /** The event's id on the stream: ordered across instances, never reused. */
  id: Generated<number>;
  type: string;
  /** The event's data as sent, JSON. */
  data: string;
  created_at: ColumnType<string, string | undefined, never>;
}

export interface AnnouncementsTable {
  id: Generated<number>;
  /** Trimmed, 1 to 280 characters. */
  message: string;
  created_at: ColumnType<string, string | undefined, never>;
}

/** A /mur screen that said it is on (migration 013, decision 065). */
export interface WallScreensTable {
  /** Random, chosen by the wall's page: 16 to 64 of [A-Za-z0-9-]. */
  screen_id: string;
  /** Hex SHA-256 of the address it last spoke from: what the cap per address counts by. */
  address_hash: string;
  /** ISO 8601, UTC (the servers' clock): a screen counts until SCREEN_EXPIRY_MS after it. */
  last_seen: string;
}

/** A photo organisers approved for the wall (migration 012, WALL_APPROVAL): gone with the photo. */
export interface WallApprovalsTable {
  photo_id: number;
  approved_at: ColumnType<string, string | undefined, never>;
}

/** A published version of the congress's content (migration 014, decisions 079 and 080). */
export interface ContentVersionsTable {
  /** 1 is the seed; each publication is the previous number plus one (the primary key guards it). */
  version: number;
  /** ISO 8601, UTC (the database's clock). */
  published_at: ColumnType<string, string | undefined, never>;
  /** Null for the seed, or once the publisher's account is gone. */
  published_by: number | null;
  /** The publisher's note: trimmed, at most 280 characters, plain text. */
  note: string | null;
  /** When this version restored an earlier one, its number. */
  restored_from: number | null;
  /** The CongressContent, JSON, checked before it was stored. */
  content: string;
}

/** The organisers' one shared draft (migration 014): a single row, id 1, until it is published. */
export interface ContentDraftTable {
  id: number;
  /** The version the draft was started from. */
  base_version: number;
  /** The CongressContent, JSON, checked before it was stored. */
  content: string;
  updated_by: number | null;
  /** ISO 8601, UTC. */
  updated_at: string;
}

/**
 * The training evidence (migration 015, decisions 091–096). Rows point to `users` with
 * `on delete set null` and keep the participant's name: deleting an account keeps its evidence
 * (a legal obligation) until the retention sweep erases it.
 */
export interface AttendanceHalfDaysTable {
  /** The half-day's id in the published content (`training.halfDays[].id`). */
  half_day_id: string;
  /** JSON snapshot of the half-day (label, date, times, modules, trainer) at the last opening or the close. */
  details: string;
  /** Random, base64url: the key of the QR code's rotating code; a new one at each opening. */
  code_secret: string;
  /** ISO 8601, UTC; null while never opened. Open = opened_at set and closed_at null. */
  opened_at: string | null;
  opened_by: number | null;
  closed_at: string | null;
  closed_by: number | null;
  /** The organiser in charge who signed the half-day at its close. */
  trainer_name: string | null;
  /** The trainer's signature, stored as the participants' are (`attendance_signatures.signature`). */
  trainer_signature: string | null;
  trainer_signed_at: string | null;
  /** The attendance sheet's verification code (evidence_codes.code), once the sheet exists. */
  sheet_code: string | null;
  created_at: ColumnType<string, string | undefined, never>;
}

export interface AttendanceSignaturesTable {
  id: Generated<number>;
  half_day_id: string;
  /** Null once the account is deleted: the row stays, with the name. */
  user_id: number | null;
  participant_name: string;
  participant_email: string;
  /**
   * The pad's PNG as stored since decision 100 (a data URL, 8-bit grey within 600 × 200); before
   * it, an SVG or a larger PNG, until its sheet normalises it once ('illisible' when it cannot).
   */
  signature: string;
  /** ISO 8601, UTC: the server's time. */
  signed_at: ColumnType<string, string | undefined, never>;
  /** The organiser who recorded a participant without a phone; null when the participant signed. */
  recorded_by: number | null;
  recorded_by_name: string | null;
}

export interface QuizAnswersTable {
  id: Generated<number>;
  /** The quiz's id in the published content. */
  quiz_id: string;
  /** `avant` or `apres`. */
  phase: string;
  user_id: number | null;
  participant_name: string;
  /** JSON: the choices given, per question id. */
  answers: string;
  /** JSON: per question id, its objective and whether the answer was right (kept as scored). */
  results: string;
  score: number;
  total: number;
  submitted_at: ColumnType<string, string | undefined, never>;
}

/**
 * Who answered, by account, before migration 017: read only by the carry-over into
 * `satisfaction_marks` at start, which empties it (decision 105). Nothing writes it any more.
 */
export interface SatisfactionRespondentsTable {
  questionnaire_id: string;
  user_id: number;
  answered_at: ColumnType<string, string | undefined, never>;
}

/** The satisfaction answers: anonymous, with the day only (an instant would link them to a respondent). */
export interface SatisfactionAnswersTable {
  id: Generated<number>;
  questionnaire_id: string;
  /** JSON: the answer per question id. */
  answers: string;
  /** YYYY-MM-DD. */
  submitted_on: string;
}

/** The accounts already sent the next day's reminder email. */
export interface SatisfactionRemindersTable {
  user_id: number;
  sent_at: ColumnType<string, string | undefined, never>;
}

/** A certificate's or an attendance sheet's short code, for the public verification page. */
export interface EvidenceCodesTable {
  code: string;
  /** `certificat` or `feuille`. */
  kind: string;
  user_id: number | null;
  half_day_id: string | null;
  action_title: string;
  /** YYYY-MM-DD. */
  action_date: string;
  issued_at: ColumnType<string, string | undefined, never>;
}

/** The questionnaires whose satisfaction rate is shown on the site (migration 016, decision 094). */
export interface SatisfactionPublicationsTable {
  questionnaire_id: string;
  published_at: ColumnType<string, string | undefined, never>;
}

/**
 * Who answered the satisfaction questionnaire, by a keyed hash of the email address (migration
 * 017, decision 105): no user id, the day only; it outlives the account as the evidence does.
 */
export interface SatisfactionMarksTable {
  questionnaire_id: string;
  /** HMAC-SHA256 (hex) of the normalised email, keyed by a key derived from the signing secret. */
  email_hash: string;
  /** YYYY-MM-DD. */
  answered_on: string;
}

/** A question to a slot's speakers (migration 019, decision 118): gone with its asker's account. */
export interface QuestionsTable {
  id: Generated<number>;
  /** A slot of the published programme when asked. */
  slot_id: string;
  user_id: number;
  /** Trimmed, 1 to 280 characters, checked (contracts: questionTextProblem). */
  text: string;
  /** 1: shown with the asker's display name; 0: anonymous. */
  signed: ColumnType<number, number | undefined, number>;
  state: QuestionState;
  /** 1 for the one question of its slot being asked now. */
  pinned: ColumnType<number, number | undefined, number>;
  /** Votes given or taken back so far: orders the counts sent live. */
  vote_changes: ColumnType<number, number | undefined, number>;
  /** ISO 8601, UTC. */
  asked_at: ColumnType<string, string | undefined, never>;
}

export interface QuestionVotesTable {
  question_id: number;
  /** Null once the account is erased: its vote still counts (migration 021, decision 120). */
  user_id: number | null;
}

/** A poll of a slot (migration 019, decision 118). */
export interface PollsTable {
  id: Generated<number>;
  slot_id: string;
  question: string;
  /** JSON array of 2 to 6 labels. */
  choices: string;
  state: PollState;
  /** Votes given so far: orders the counts sent live. */
  vote_changes: ColumnType<number, number | undefined, number>;
  created_at: ColumnType<string, string | undefined, never>;
}

export interface PollVotesTable {
  poll_id: number;
  /** Null once the account is erased: its vote still counts (migration 021, decision 120). */
  user_id: number | null;
  /** The choice's index in the poll's `choices`. */
  choice: number;
}

/** An attendee's choice for the prize quiz's public podium (migration 020, decision 119). */
export interface PodiumChoicesTable {
  user_id: number;
  /** 1: their name may show; 0: "Participant N" instead. */
  name_shown: number;
}

/** The podium on the room's screens, frozen when shown (migration 020): one row at most, id 'podium'. */
export interface PodiumShownTable {
  id: string;
  /** JSON: the contracts' PodiumEntry[], public names already chosen. */
  entries: string;
  shown_at: ColumnType<string, string | undefined, never>;
}
