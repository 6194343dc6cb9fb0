import { Type, type Static } from 'typebox';

/** GET /api/figures (organisers): the day's figures (decision 064). */
export const FIGURES_PATH = '/api/figures';

/** A quarter hour, in milliseconds: the chart's bars (Bordeaux's offset is whole hours, so UTC's quarters are its). */
export const QUARTER_HOUR_MS = 15 * 60_000;
/** The chart's window: the last 24 hours, quarter by quarter, the current quarter last. */
export const FIGURES_QUARTERS = 96;

/** Photos published in one quarter hour. */
export const QuarterHour = Type.Object({
  /** ISO 8601, UTC: when the quarter starts. */
  start: Type.String(),
  photos: Type.Integer(),
});
export type QuarterHour = Static<typeof QuarterHour>;

/** How many accounts have one slot of the programme starred now: a count, never who. */
export const SlotInterest = Type.Object({ slotId: Type.String(), accounts: Type.Integer() });
export type SlotInterest = Static<typeof SlotInterest>;

export const Figures = Type.Object({
  /** ISO 8601, UTC: when the server counted. */
  at: Type.String(),
  accounts: Type.Integer(),
  photos: Type.Integer(),
  announcements: Type.Integer(),
  /** Reports waiting on "Signalements", and the photos they are about. */
  openReports: Type.Integer(),
  reportedPhotos: Type.Integer(),
  /** Screens showing /mur now, on every instance (decision 065). */
  screens: Type.Integer(),
  /** FIGURES_QUARTERS quarter hours, oldest first, the one in progress last. */
  quarterHours: Type.Array(QuarterHour),
  /** Every slot of the programme, in the day's order. */
  stars: Type.Array(SlotInterest),
});
export type Figures = Static<typeof Figures>;

/** PUT /api/wall/screens/{screenId}: a /mur screen says it is on (decision 065). */
export const WALL_SCREENS_PATH = '/api/wall/screens';
/** How often a wall says it is still on, and how long it counts after its last word. */
export const SCREEN_HEARTBEAT_MS = 30_000;
export const SCREEN_EXPIRY_MS = 75_000;
/** A screen's id: random, chosen by the wall's page (a UUID or 32 hex digits fit). */
export const SCREEN_ID_PATTERN = /^[A-Za-z0-9-]{16,64}$/;
export const ScreenParams = Type.Object({ screenId: Type.String() });
export type ScreenParams = Static<typeof ScreenParams>;

export const BAD_SCREEN_ID =
  'L’identifiant de l’écran n’est pas valide : rechargez la page du mur pour en obtenir un nouveau.';
export const TOO_MANY_SCREENS = (max: number) =>
  `Trop d’écrans du mur connectés depuis votre réseau (${max} au plus) : fermez les pages du mur inutiles, puis réessayez dans une minute.`;
