import { Link } from 'react-router';

/**
 * The page numbers offered: the first, the last, and the two around the current one, with
 * gaps between (null). At 20,000 photos the gallery has 1,667 pages: a link to each would
 * weigh more than the photos.
 */
export function pageLinks(page: number, pageCount: number): (number | null)[] {
  const shown = [...new Set([1, page - 1, page, page + 1, pageCount])]
    .filter((n) => n >= 1 && n <= pageCount)
    .sort((a, b) => a - b);
  const links: (number | null)[] = [];
  for (const n of shown) {
    const previous = links.at(-1);
    // A gap of one page is that page's link rather than an ellipsis.
    if (typeof previous === 'number' && n - previous === 2) links.push(previous + 1);
    else if (typeof previous === 'number' && n - previous > 2) links.push(null);
    links.push(n);
  }
  return links;
}

/** Page links (`?page=n`), so that Back and a shared link land on the same page. */
export function Pagination({ page, pageCount }: { page: number; pageCount: number }) {
  // Spec 9: the buttons appear only when there is more than one page.
  if (pageCount <= 1) return null;
  const to = (n: number) => (n === 1 ? '?' : `?page=${n}`);
  return (
    <nav className="pagination" aria-label="Pages de la galerie">
      {page > 1 ? (
        <Link className="button button--secondary" to={to(page - 1)}>
          Page précédente
        </Link>
      ) : null}
      <ul className="pagination__pages">
        {pageLinks(page, pageCount).map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                className={n === page ? 'button' : 'button button--secondary'}
                to={to(n)}
                aria-current={n === page ? 'page' : undefined}
                aria-label={`Page ${n}`}
              >
                {n}
              </Link>
            </li>
          ),
        )}
      </ul>
      {page < pageCount ? (
        <Link className="button button--secondary" to={to(page + 1)}>
          Page suivante
        </Link>
      ) : null}
    </nav>
  );
}
