import { satisfactionLine } from '@congres/contracts';
import { useQuery } from '@tanstack/react-query';
import { dataOf, QueryProvider } from '../../../lib/query-client';
import { getPublished, SATISFACTION_PUBLISHED_KEY } from '../api/satisfaction-api';

/** The published rate, "Satisfaction : 92 % (120 réponses)"; nothing while it is not published. */
export default function PublishedFigure() {
  return (
    <QueryProvider>
      <Figure />
    </QueryProvider>
  );
}

function Figure() {
  const query = useQuery({
    queryKey: [SATISFACTION_PUBLISHED_KEY],
    queryFn: () => dataOf(getPublished()),
    retry: false,
  });
  const figure = query.data;
  if (figure === undefined || !figure.published) return null;
  return <p className="satisfaction-figure">{satisfactionLine(figure)}</p>;
}
