import { randomInt } from 'node:crypto';
import {
  CONTENT_PART_LABELS,
  CongressContent,
  programmeInTimeOrder,
  sameValue,
  slotConflictLabel,
  type ContentConflict,
  type ProgrammeSlot,
} from '@congres/contracts';

/** A draft re-applied onto a newer version: the content, and the parts both sides changed. */
export interface Merged {
  content: CongressContent;
  conflicts: ContentConflict[];
}

/**
 * The three-way choice for one part (undefined: absent): the newest's when the draft left it
 * as the base had it, else the draft's, a conflict when the newest changed it differently.
 */
function choose<T>(base: T | undefined, mine: T | undefined, newest: T | undefined) {
  if (sameValue(mine, base)) return { value: newest, conflict: false };
  return { value: mine, conflict: !sameValue(newest, base) && !sameValue(mine, newest) };
}

/** A new slot id, in the editor's form (decision 081), none of `taken`. */
function newSlotId(taken: ReadonlySet<string>): string {
  for (;;) {
    const id = `s-${randomInt(36 ** 6)
      .toString(36)
      .padStart(6, '0')}`;
    if (!taken.has(id)) return id;
  }
}

/**
 * The programme, slot by slot by its stable id (added, removed, changed: decision 079), in time
 * order (decision 107); slots at the same time in the draft's order, the newest's own slots each
 * after the slot they followed there.
 */
function mergeProgramme(base: ProgrammeSlot[], mine: ProgrammeSlot[], newest: ProgrammeSlot[]) {
  const byId = (list: ProgrammeSlot[]) => new Map(list.map((slot) => [slot.id, slot]));
  const [b, m, n] = [byId(base), byId(mine), byId(newest)];
  const everId = new Set([...m.keys(), ...n.keys(), ...b.keys()]);
  const taken = new Set(everId);
  const kept = new Map<string, ProgrammeSlot>();
  const conflicted: { id: string; title: string }[] = [];
  for (const id of everId) {
    const { value, conflict } = choose(b.get(id), m.get(id), n.get(id));
    if (conflict) conflicted.push({ id, title: (value ?? n.get(id) ?? b.get(id))!.title });
    if (value === undefined) continue;
    // A slot the newest removed but the draft changed is kept as a new slot: a removed slot's id
    // is never given again (decision 079), so the saved draft could not carry it.
    const retired = b.has(id) && !n.has(id);
    const newId = retired ? newSlotId(taken) : id;
    taken.add(newId);
    kept.set(id, retired ? { ...value, id: newId } : value);
  }

  const order = mine.map((slot) => slot.id).filter((id) => kept.has(id));
  let previous: string | undefined;
  for (const { id } of newest) {
    if (!kept.has(id)) continue;
    if (!order.includes(id)) order.splice(previous === undefined ? 0 : order.indexOf(previous) + 1, 0, id);
    previous = id;
  }
  // The time order decides: which side moved a slot is its time, merged above with the slot.
  const programme = programmeInTimeOrder(order.map((id) => kept.get(id)!));

  const at = (id: string) => programme.findIndex((slot) => slot.id === kept.get(id)?.id);
  const conflicts: ContentConflict[] = conflicted.map(({ id, title }) => ({
    path: at(id) < 0 ? '/programme' : `/programme/${at(id)}`,
    label: slotConflictLabel(title),
  }));
  return { programme, conflicts };
}

/**
 * A draft typed on `base` re-applied onto `newest` (decision 101): per programme slot, and per
 * top-level part otherwise. Where both changed the same part, the draft's change is kept and
 * listed, for the organiser to check before publishing.
 */
export function rebaseContent(base: CongressContent, mine: CongressContent, newest: CongressContent): Merged {
  const merged: Record<string, unknown> = {};
  const conflicts: ContentConflict[] = [];
  for (const key of Object.keys(CongressContent.properties) as (keyof CongressContent)[]) {
    if (key === 'programme') {
      const programme = mergeProgramme(base.programme, mine.programme, newest.programme);
      merged.programme = programme.programme;
      conflicts.push(...programme.conflicts);
      continue;
    }
    const { value, conflict } = choose<unknown>(base[key], mine[key], newest[key]);
    if (value !== undefined) merged[key] = value;
    if (conflict) conflicts.push({ path: `/${key}`, label: CONTENT_PART_LABELS[key] });
  }
  return { content: merged as CongressContent, conflicts };
}
