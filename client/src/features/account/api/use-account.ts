import type { AccountBody } from '@congres/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { accountKey, dataOf, failureOf } from '../../../lib/query-client';
import { getAccount } from './account-api';

export type AccountState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; account: AccountBody };

const accountQueryKey = (token: string) => ['account', accountKey(token)] as const;

/**
 * The signed-in account (GET /api/account); `update` shows a changed one at once. A new token
 * after a rename names the same account: the one shown stays while it is read again.
 */
export function useAccount(token: string | null) {
  const client = useQueryClient();
  const queryKey = accountQueryKey(token ?? '');
  const query = useQuery({
    queryKey,
    queryFn: () => dataOf(getAccount(token ?? '')),
    enabled: token !== null,
  });
  const failure = failureOf(query);
  // A 401 has signed out already (lib/api-result.ts): the route says so.
  const state: AccountState =
    query.data !== undefined
      ? { status: 'ready', account: query.data }
      : failure !== null
        ? { status: 'error', message: failure.message }
        : { status: 'loading' };
  const key = JSON.stringify(queryKey);
  // "Réessayer": the loading state, then a new request.
  const retry = useCallback(() => void client.resetQueries({ queryKey: JSON.parse(key) as string[] }), [client, key]);
  const update = useCallback(
    (account: AccountBody) => client.setQueryData(JSON.parse(key) as string[], account),
    [client, key],
  );
  return { state, retry, update };
}
