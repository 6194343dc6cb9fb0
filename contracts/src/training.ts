import { Type, type Static } from 'typebox';

/**
 * The day's training evidence (decisions 091–096): attendance per half-day, signed on the
 * attendees' phones from the room's QR code; certificates and their verification. The routes
 * and fields are the ones the issue names: scripts outside the project use them as written.
 */

/** GET /api/attendance (organisers): the half-days. */
export const ATTENDANCE_PATH = '/api/attendance';

/** A half-day as organisers list it. `startsAt`/`endsAt`: ISO 8601 instants, UTC. */
export const HalfDaySummary = Type.Object({
  id: Type.String(),
  label: Type.String(),
  startsAt: Type.String(),
  endsAt: Type.String(),
  open: Type.Boolean(),
});
export type HalfDaySummary = Static<typeof HalfDaySummary>;
export const HalfDayList = Type.Array(HalfDaySummary);
export type HalfDayList = Static<typeof HalfDayList>;

/** One participant recorded for a half-day, as `GET /api/attendance/{id}` lists them. */
export const AttendanceEntry = Type.Object({
  id: Type.Integer(),
  /** The account's id; null once the account is deleted (the evidence stays). */
  userId: Type.Union([Type.Integer(), Type.Null()]),
  name: Type.String(),
  /** ISO 8601, UTC, the server's time. */
  signedAt: Type.String(),
  /** The organiser who recorded a participant without a phone; null when they signed themselves. */
  recordedBy: Type.Union([Type.String(), Type.Null()]),
});
export type AttendanceEntry = Static<typeof AttendanceEntry>;

/** GET /api/attendance/{id} (organisers): the half-day and who signed, when. */
export const AttendanceDetail = Type.Object({
  halfDay: HalfDaySummary,
  /** The modules' titles and times, as the sheet prints them. */
  modules: Type.Array(Type.Object({ time: Type.String(), title: Type.String() })),
  trainer: Type.String(),
  openedAt: Type.Union([Type.String(), Type.Null()]),
  closedAt: Type.Union([Type.String(), Type.Null()]),
  /** When the trainer signed the half-day at its close; null before. */
  trainerSignedAt: Type.Union([Type.String(), Type.Null()]),
  signatures: Type.Array(AttendanceEntry),
});
export type AttendanceDetail = Static<typeof AttendanceDetail>;

/** GET /api/attendance/{id}/code (organisers: the room's screen): what the QR code holds now. */
export const AttendanceCode = Type.Object({
  /** The rotating code, valid for its window (decision 091). */
  code: Type.String(),
  /** The address the QR code holds: the signing page with the half-day and the code. */
  url: Type.String(),
  /** ISO 8601, UTC: when the screen shows the next code. */
  changesAt: Type.String(),
});
export type AttendanceCode = Static<typeof AttendanceCode>;

/** How often the room's screen shows a new code (the issue: every 30 s). */
export const ATTENDANCE_CODE_PERIOD_MS = 30_000;

/** The page the QR code opens on the attendee's phone. */
export const ATTENDANCE_SIGN_PAGE = '/emargement/signer';

/** POST /api/attendance/{id}/signatures (signed-in attendees): 201, or a French `message`. */
export const SignatureBody = Type.Object({
  code: Type.String({ maxLength: 100 }),
  /** The drawing: a PNG data URL (`data:image/png;base64,…`) or an SVG document. */
  signature: Type.String(),
});
export type SignatureBody = Static<typeof SignatureBody>;

/** GET /api/certificates/{code} (anyone): a genuine code names the action and its date, nothing else. */
export const CERTIFICATES_PATH = '/api/certificates';
export const CertificateCheck = Type.Object({ action: Type.String(), date: Type.String() });
export type CertificateCheck = Static<typeof CertificateCheck>;

/** GET /api/account/certificate.pdf (signed-in attendees). */
export const CERTIFICATE_PDF_PATH = '/api/account/certificate.pdf';
