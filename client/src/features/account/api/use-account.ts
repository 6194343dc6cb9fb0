import type { AccountBody } from '@congres/contracts';
import { useCallback, useEffect, useState } from 'react';
import { getAccount } from './account-api';

export type AccountState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; account: AccountBody };

/** The signed-in account, loaded when the token changes; `update` shows a changed one at once. */
export function useAccount(token: string | null) {
  const [state, setState] = useState<AccountState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (token === null) return;
    let current = true;
    // A new token after a rename: the account shown stays while it is read again.
    void getAccount(token).then((result) => {
      if (!current) return;
      // A 401 has signed out already (lib/api-result.ts): the route says so.
      setState(result.ok ? { status: 'ready', account: result.data } : { status: 'error', message: result.message });
    });
    return () => {
      current = false;
    };
  }, [token, attempt]);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  const update = useCallback((account: AccountBody) => setState({ status: 'ready', account }), []);
  return { state, retry, update };
}
