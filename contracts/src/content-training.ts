import { Type, type Static } from 'typebox';
import { ClockTime, Line, List, SLOT_ID_PATTERN, pureSchema } from './content-fields.js';

/**
 * A half-day of the training action (decision 091): what one attendance sheet covers. Its times
 * are the day's clock times in Bordeaux; its modules are programme slots, by their stable ids.
 */
export const HALF_DAY_ID_PATTERN = '^[a-z0-9][a-z0-9-]{0,23}$';
export const TrainingHalfDay = pureSchema(() =>
  Type.Object({
    id: Type.String({ pattern: HALF_DAY_ID_PATTERN, maxLength: 24 }),
    /** "Matinée", "Après-midi". */
    label: Line(100),
    startsAt: ClockTime,
    endsAt: ClockTime,
    /** The programme slots the half-day holds (its modules, on the sheet). */
    slotIds: List(Type.String({ pattern: SLOT_ID_PATTERN, maxLength: 24 }), 60),
    /** The trainer's name, printed on the sheet. */
    trainer: Line(200),
  }),
);
export type TrainingHalfDay = Static<typeof TrainingHalfDay>;

/** The training action the day is (decision 091): its sheets and certificates say these. */
export const TrainingAction = pureSchema(() =>
  Type.Object({
    /** The action's title, on sheets and certificates. */
    title: Line(200),
    /** Its nature ("Action de formation continue…"), on certificates. */
    nature: Line(300),
    halfDays: List(TrainingHalfDay, 4),
  }),
);
export type TrainingAction = Static<typeof TrainingAction>;
