import type { ProgrammeSlot, SlotChange } from './content.js';

/**
 * What changed, slot by slot (by its stable id, decision 079), from one programme to the next:
 * added, removed, cancelled or restored, moved (another time), renamed (another title). A slot
 * both moved and renamed gives both changes. The seed's changes are empty (nothing before it).
 * The server's history says a version's with it, the editor what a publication will change.
 */
export function slotChanges(before: readonly ProgrammeSlot[], after: readonly ProgrammeSlot[]): SlotChange[] {
  if (before.length === 0) return [];
  const previous = new Map(before.map((slot) => [slot.id, slot]));
  const changes: SlotChange[] = [];
  for (const slot of after) {
    const was = previous.get(slot.id);
    previous.delete(slot.id);
    const change = (kind: SlotChange['kind'], extra: Partial<SlotChange> = {}) =>
      changes.push({ slotId: slot.id, kind, title: slot.title, ...extra });
    if (was === undefined) {
      change('added');
      continue;
    }
    if (!was.cancelled && slot.cancelled) change('cancelled');
    if (was.cancelled && !slot.cancelled) change('restored');
    if (was.time !== slot.time) change('moved', { from: was.time, to: slot.time });
    if (was.title !== slot.title) change('renamed', { from: was.title });
  }
  for (const gone of previous.values()) changes.push({ slotId: gone.id, kind: 'removed', title: gone.title });
  return changes;
}
