import { useId } from 'react';
import type { RebaseReview } from '../rebase-review';

/** The parts of a rebased draft to check before publishing (decision 101), until it is published. */
export function ReviewNote({ review }: { review: RebaseReview | null }) {
  const id = useId();
  if (review === null || review.conflicts.length === 0) return null;
  return (
    <div className="content-editor__review">
      <p id={id}>
        À vérifier avant de publier : changé aussi dans la version {review.onto}, vos changements y sont gardés.
      </p>
      <ul aria-labelledby={id}>
        {review.conflicts.map((part) => (
          <li key={`${part.path} ${part.label}`}>{part.label}</li>
        ))}
      </ul>
    </div>
  );
}
