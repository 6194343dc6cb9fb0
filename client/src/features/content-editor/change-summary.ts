import type { SlotChange } from '@congres/contracts';

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
