import {
  CONTENT_PART_LABELS,
  publicContent,
  sameValue,
  slotChanges,
  type CongressContent,
  type PublicCongressContent,
  type SlotChange,
} from '@congres/contracts';

/** One change of a published version, as the history says it in French. */
export function describeChange(change: SlotChange): string {
  const title = `« ${change.title} »`;
  switch (change.kind) {
    case 'added':
      return `${title} ajoutée${change.to ? ` à ${change.to}` : ''}`;
    case 'moved':
      return `${title} déplacée de ${change.from ?? '?'} à ${change.to ?? '?'}`;
    case 'renamed':
      return `« ${change.from ?? '?'} » renommée ${title}`;
    case 'cancelled':
      return `${title} annulée`;
    case 'restored':
      return `${title} rétablie`;
    case 'removed':
      return `${title} supprimée`;
  }
}

/** One change as the publication's confirmation says it, short: "« Intervention 4 » : 11h15 → 11h35". */
function changeLine(change: SlotChange): string {
  const title = `« ${change.title} »`;
  switch (change.kind) {
    case 'moved':
      return `${title} : ${change.from ?? '?'} → ${change.to ?? '?'}`;
    case 'renamed':
      return `« ${change.from ?? '?'} » : renommée ${title}`;
    case 'added':
      return `${title} : ajoutée`;
    case 'cancelled':
      return `${title} : annulée`;
    case 'restored':
      return `${title} : rétablie`;
    case 'removed':
      return `${title} : supprimée`;
  }
}

/** The parts other than the programme, by their French name (the rebase's, decision 101). */
const OTHER_PARTS = (Object.keys(CONTENT_PART_LABELS) as (keyof typeof CONTENT_PART_LABELS)[]).filter(
  (part): part is Exclude<keyof PublicCongressContent, 'programme'> => part !== 'programme',
);

/**
 * What publishing `draft` changes on the site (decision 108), in French lines: each slot's change
 * (the history's, by stable id), a slot's other details, then the other parts changed. Empty:
 * nothing to change.
 */
export function publicationSummary(published: PublicCongressContent, draft: CongressContent): string[] {
  const lines = slotChanges(published.programme, draft.programme).map(changeLine);
  const before = new Map(published.programme.map((slot) => [slot.id, slot]));
  for (const slot of draft.programme) {
    const was = before.get(slot.id);
    if (was === undefined || sameValue(was, slot)) continue;
    const { time, title, cancelled } = slot;
    if (sameValue({ ...was, time, title, cancelled }, slot)) continue;
    lines.push(`« ${slot.title} » : description, pictogramme ou présentation modifiés`);
  }
  // Compared as the public pages read them: a quiz's questions are not in the published content.
  const shown = publicContent(draft);
  const others = OTHER_PARTS.filter((part) => !sameValue(published[part], shown[part]));
  if (others.length > 0) lines.push(`Aussi modifié : ${others.map((part) => CONTENT_PART_LABELS[part]).join(', ')}.`);
  return lines;
}
