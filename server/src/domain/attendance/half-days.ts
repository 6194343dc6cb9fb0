import { parisInstant, type CongressContent, type HalfDaySummary, type TrainingAction } from '@congres/contracts';

/**
 * A half-day as its sheet prints it (decision 091): taken from the published content at each
 * opening and at the close, and kept with the attendance, so a sheet says what the half-day was
 * even after the content changed.
 */
export interface HalfDayDetails {
  id: string;
  label: string;
  actionTitle: string;
  /** The day, YYYY-MM-DD, in Bordeaux. */
  date: string;
  /** The day as the site writes it ("Vendredi 23 mai 2025"). */
  dateLabel: string;
  /** Clock times in Bordeaux, as the content writes them ("8h", "14h30"). */
  startsAt: string;
  endsAt: string;
  modules: { time: string; title: string }[];
  trainer: string;
}

/** The training action of a content; the seed's when the content has none (versions before 091). */
export function trainingOf(content: CongressContent, seed: CongressContent | undefined): TrainingAction | undefined {
  return content.training ?? seed?.training;
}

/** Every half-day of the training, with its modules (programme slots, cancelled ones left out). */
export function halfDaysOf(content: CongressContent, training: TrainingAction | undefined): HalfDayDetails[] {
  if (training === undefined) return [];
  return training.halfDays.map((halfDay) => ({
    id: halfDay.id,
    label: halfDay.label,
    actionTitle: training.title,
    date: content.event.dateIso,
    dateLabel: content.event.dateLabel,
    startsAt: halfDay.startsAt,
    endsAt: halfDay.endsAt,
    modules: content.programme
      .filter((slot) => halfDay.slotIds.includes(slot.id) && !slot.cancelled)
      .map((slot) => ({ time: slot.time, title: slot.title })),
    trainer: halfDay.trainer,
  }));
}

/** The list's entry: times as UTC instants. */
export function halfDaySummary(details: HalfDayDetails, open: boolean): HalfDaySummary {
  return {
    id: details.id,
    label: details.label,
    startsAt: new Date(parisInstant(details.date, details.startsAt)).toISOString(),
    endsAt: new Date(parisInstant(details.date, details.endsAt)).toISOString(),
    open,
  };
}
