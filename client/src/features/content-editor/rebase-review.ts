import type { ContentConflict, ContentDraft } from '@congres/contracts';

/**
 * A draft the server re-applied onto a newer version (decision 101): from which version, onto
 * which, and the parts both sides changed, where the organiser's change was kept.
 */
export interface RebaseReview {
  from: number;
  onto: number;
  conflicts: ContentConflict[];
}

/** The review of a draft as the server gave it, or null when it was not rebased. */
export const reviewOf = (draft: ContentDraft): RebaseReview | null =>
  draft.rebasedFrom === undefined
    ? null
    : { from: draft.rebasedFrom, onto: draft.baseVersion, conflicts: draft.conflicts ?? [] };

/** What the page says once the draft is reloaded after a conflict: never that a version will be replaced. */
export function reloadNotice(review: RebaseReview | null): string {
  if (review === null) return 'Brouillon rechargé.';
  const start = `Brouillon repris sur la version ${review.onto} : vos changements, faits sur la version ${review.from}, s’ajoutent à ce qui a été publié depuis.`;
  if (review.conflicts.length === 0) return `${start} Relisez-le, puis publiez.`;
  return `${start} Les parties changées des deux côtés gardent vos changements : vérifiez-les avant de publier.`;
}
