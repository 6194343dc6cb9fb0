import { Link } from 'react-router';

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
        {Array.from({ length: pageCount }, (_, i) => i + 1).map((n) => (
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
        ))}
      </ul>
      {page < pageCount ? (
        <Link className="button button--secondary" to={to(page + 1)}>
          Page suivante
        </Link>
      ) : null}
    </nav>
  );
}
