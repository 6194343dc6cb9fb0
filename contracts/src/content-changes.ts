import type { ContentVersionSummary, SlotChange } from './content.js';

/**
 * One slot's change as the history page and the Atom feed say it (decision 083):
 * "Intervention 3 : déplacée de 10h45 à 11h15". Plain text: each side writes it as text.
 */
export function slotChangeLine(change: SlotChange): string {
  const what = (() => {
    switch (change.kind) {
      case 'moved':
        return `déplacée de ${change.from ?? '?'} à ${change.to ?? '?'}`;
      case 'cancelled':
        return 'annulée';
      case 'added':
        return 'ajoutée';
      case 'renamed':
        return `renommée (avant : ${change.from ?? '?'})`;
      case 'restored':
        return 'rétablie';
      case 'removed':
        return 'retirée';
    }
  })();
  return `${change.title} : ${what}`;
}

/** Every line of a version: its changes, and "Retour à la version N" for a restore. */
export function versionChangeLines(version: ContentVersionSummary): string[] {
  const restore = version.restoredFrom === null ? [] : [`Retour à la version ${version.restoredFrom}`];
  return [...restore, ...version.changes.map(slotChangeLine)];
}

/** Where the history page shows a version: /programme/historique#version-3. */
export const versionAnchor = (version: number) => `version-${version}`;

/** The history of the published versions, and its Atom feed (decision 083). */
export const PROGRAMME_HISTORY_FEED_PATH = '/programme/historique.atom';
