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

/**
 * The one sentence said at signing and on the privacy page (decision 096): the signature is
 * legal evidence, kept for the retention duration even when the account is deleted.
 */
export const EVIDENCE_KEPT_NOTICE =
  'Votre signature est conservée comme preuve légale de votre présence à la formation, pendant la durée de conservation obligatoire, même si vous supprimez votre compte.';

/** POST /api/attendance/{id}/signatures (signed-in attendees): 201, or a French `message`. */
export const SignatureBody = Type.Object({
  code: Type.String({ maxLength: 100 }),
  /** The drawing: the pad's PNG data URL (`data:image/png;base64,…`), nothing else (decision 100). */
  signature: Type.String(),
  /** Refused unless it is the signed-in account's own id: nobody signs for another (decision 091). */
  userId: Type.Optional(Type.Integer()),
});
export type SignatureBody = Static<typeof SignatureBody>;

/** GET /api/certificates/{code} (anyone): a genuine code names the action and its date, nothing else. */
export const CERTIFICATES_PATH = '/api/certificates';
export const CertificateCheck = Type.Object({ action: Type.String(), date: Type.String() });
export type CertificateCheck = Static<typeof CertificateCheck>;

/**
 * GET /api/account/certificate.pdf (signed-in attendees): counts only the half-days their
 * trainer has closed and signed (decision 103); 409 with CERTIFICATE_NOT_CLOSED while none is.
 */
export const CERTIFICATE_PDF_PATH = '/api/account/certificate.pdf';
export const CERTIFICATE_NOT_CLOSED =
  'Votre attestation sera disponible quand le formateur aura clos la demi-journée que vous avez signée ' +
  '(il la clôt et la signe à la fin de la séance) : revenez la télécharger ensuite.';

/** 201 of a signature or a record: the participant's line as the organisers' list shows it. */
export const SignatureReceipt = Type.Object({
  halfDay: Type.Object({ id: Type.String(), label: Type.String() }),
  name: Type.String(),
  signedAt: Type.String(),
});
export type SignatureReceipt = Static<typeof SignatureReceipt>;

/** POST /api/attendance/{id}/close (organisers): the trainer signs the half-day as it closes. */
export const CloseAttendanceBody = Type.Object({ signature: Type.Optional(Type.String()) });
export type CloseAttendanceBody = Static<typeof CloseAttendanceBody>;

/**
 * POST /api/attendance/{id}/records (organisers): a participant without a phone, who signs on
 * the organiser's; the list marks them as recorded by that organiser.
 */
export const RecordAttendanceBody = Type.Object({ userId: Type.Integer(), signature: Type.String() });
export type RecordAttendanceBody = Static<typeof RecordAttendanceBody>;

/** GET /api/attendance/{id}/accounts?q= (organisers): accounts to record, by name or email. */
export const AttendanceAccountsQuery = Type.Object({ q: Type.Optional(Type.String({ maxLength: 200 })) });
export const AttendanceAccount = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  /** Already signed (or recorded) for this half-day. */
  signed: Type.Boolean(),
});
export type AttendanceAccount = Static<typeof AttendanceAccount>;
export const AttendanceAccountList = Type.Array(AttendanceAccount);
/** At most this many accounts per search. */
export const ATTENDANCE_ACCOUNTS_LISTED = 20;

/** The largest signature accepted: the PNG's bytes once its base64 is decoded. */
export const SIGNATURE_MAX_BYTES = 200_000;

/** The French answers of the attendance routes. */
export const ATTENDANCE_MESSAGES = {
  halfDayNotFound: 'Cette demi-journée ne fait pas partie de la formation : choisissez-en une dans la liste.',
  closed: 'L’émargement de cette demi-journée est fermé : adressez-vous à un organisateur de la salle.',
  notOpen: 'L’émargement de cette demi-journée n’est pas ouvert : ouvrez-le avant de le clore.',
  staleCode:
    'Ce code n’est plus valable ou ne vaut pas pour cette demi-journée : scannez à nouveau le QR code affiché dans la salle.',
  alreadySigned: 'Vous avez déjà signé pour cette demi-journée : votre présence est enregistrée.',
  participantAlreadySigned: 'Ce participant a déjà signé pour cette demi-journée : sa présence est enregistrée.',
  anotherAccount:
    'Vous ne pouvez signer que pour vous-même : un organisateur enregistre la présence d’un participant sans téléphone.',
  unknownAccount: 'Ce compte n’existe pas : cherchez le participant par son nom ou son email.',
  emptySignature: 'La signature est vide : signez dans le cadre avec le doigt, puis validez.',
  notPngSignature:
    'Seule une signature tracée dans le cadre de signature du site est acceptée : ouvrez la page de signature du site et signez à nouveau.',
  badSignature:
    'La signature n’est pas une image lisible : effacez-la et signez à nouveau dans le cadre de signature du site.',
  tooLargeSignature:
    'La signature est trop lourde ou trop grande : effacez-la et signez à nouveau dans le cadre de signature du site.',
  trainerSignatureRequired:
    'La signature du formateur est nécessaire pour clore la demi-journée : signez dans le cadre, puis validez.',
  sheetNotReady:
    'La feuille d’émargement est prête une fois la demi-journée close et signée par le formateur : closez-la d’abord.',
} as const;
