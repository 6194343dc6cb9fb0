import type { CongressContent, ProgrammeIconName, ProgrammeSlot } from '@congres/contracts';

const ID_LENGTH = 6;

/**
 * A new slot's id: "s-" and 6 base-36 characters (SLOT_ID_PATTERN). Random rather than counted,
 * so that two organisers' drafts never give the same id to different slots (decision 079).
 */
export function newSlotId(taken: readonly string[]): string {
  for (;;) {
    const bytes = crypto.getRandomValues(new Uint8Array(ID_LENGTH));
    const id = `s-${Array.from(bytes, (byte) => (byte % 36).toString(36)).join('')}`;
    if (!taken.includes(id)) return id;
  }
}

/** A new slot, after the last one: a time to change, a title to write. */
export function newSlot(programme: readonly ProgrammeSlot[]): ProgrammeSlot {
  const last = programme[programme.length - 1];
  return {
    id: newSlotId(programme.map((slot) => slot.id)),
    time: last?.time ?? '8h',
    title: 'Nouvelle séance',
    description: '',
    icon: 'talk',
    cancelled: false,
  };
}

/**
 * The content with slot `id` changed by `update`: found by its stable id when the change lands,
 * as a slot moves to its time while, say, its PDF is still on its way (decision 108).
 */
export function withSlot(
  content: CongressContent,
  id: string,
  update: (slot: ProgrammeSlot) => ProgrammeSlot,
): CongressContent {
  return { ...content, programme: content.programme.map((slot) => (slot.id === id ? update(slot) : slot)) };
}

/** The programme with the slot at `index` swapped with its neighbour (`by` -1: up, 1: down). */
export function moveSlot<T>(programme: readonly T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  const moved = [...programme];
  const [a, b] = [moved[index], moved[target]];
  if (a === undefined || b === undefined) return moved;
  moved[index] = b;
  moved[target] = a;
  return moved;
}

/** The French names of the programme's icons, in the schema's order (PROGRAMME_ICONS). */
export const ICON_LABELS: Record<ProgrammeIconName, string> = {
  welcome: 'accueil',
  speech: 'discours',
  checklist: 'questionnaire',
  talk: 'intervention',
  lab: 'laboratoire',
  break: 'pause',
  meal: 'repas',
  quiz: 'quiz',
  trophy: 'remise des prix',
  calendar: 'agenda',
};
