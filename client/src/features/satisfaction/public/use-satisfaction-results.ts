import { useQuery } from '@tanstack/react-query';
import { accountKey, dataOf } from '../../../lib/query-client';
import { getResults, SATISFACTION_RESULTS_KEY } from '../api/satisfaction-api';

/**
 * The organisers' results of the questionnaire (GET /api/satisfaction/results): the results page,
 * and the rate on /organisation, which asks only once the questionnaire is open (`enabled`) and
 * again every `refetchInterval` ms (an answer has no live event: it would tell everyone when).
 */
export function useSatisfactionResults(
  token: string,
  { enabled = true, refetchInterval }: { enabled?: boolean; refetchInterval?: number } = {},
) {
  return useQuery({
    queryKey: [SATISFACTION_RESULTS_KEY, accountKey(token)],
    queryFn: () => dataOf(getResults(token)),
    enabled,
    refetchInterval,
  });
}
