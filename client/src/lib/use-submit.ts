import { useRef, useState, type FormEvent } from 'react';
import type { ApiResult } from './api-result';

/** Returned by `onSuccess` when the page changes: the form stays busy until it is gone. */
export const LEAVING = Object.freeze({ leaving: true as const });

/** What a success leads to: a message to show, nothing to show, or leaving the page. */
export type AfterSuccess = string | undefined | typeof LEAVING;

export interface SubmitOptions<T> {
  /** Runs with the answer's data; see AfterSuccess. */
  onSuccess: (data: T) => AfterSuccess | Promise<AfterSuccess>;
  /** Checked before sending: a message refuses the submission without any call. */
  check?: () => string | null;
  /** After a success the form sends nothing more (a redirect is on its way). */
  once?: boolean;
}

export interface Submission {
  pending: boolean;
  /** The message of the last failure (already in French, from the call's mapper or `check`). */
  error: string | null;
  success: string | null;
  /** True while sending, and after the success of a `once` form: its submit button is disabled. */
  locked: boolean;
  /** Sends the form (a form's submit event is prevented); does nothing while locked. */
  submit: (event?: FormEvent) => Promise<void>;
  /** Shows an error found without a call (or clears it with null). */
  showError: (message: string | null) => void;
}

/**
 * The one write path of the site (decision 117): pending, error and success states, and the
 * guard against a second submission while the first is on its way (a ref, set before React
 * re-renders: a double tap finds it set). A 401 needs nothing here: the API client has signed
 * out (lib/refused-session.ts), and its message is shown like any other failure.
 */
export function useSubmit<T>(call: () => Promise<ApiResult<T>>, options: SubmitOptions<T>): Submission {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const locked = useRef(false);
  const [done, setDone] = useState(false);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (locked.current) return;
    const refusal = options.check?.() ?? null;
    if (refusal !== null) {
      setError(refusal);
      setSuccess(null);
      return;
    }
    locked.current = true;
    setPending(true);
    setError(null);
    setSuccess(null);
    const result = await call();
    if (!result.ok) {
      locked.current = false;
      setPending(false);
      setError(result.message);
      return;
    }
    const after = await options.onSuccess(result.data);
    // LEAVING: the page is changing; the form stays busy, and locked, until it is gone.
    if (typeof after === 'object') return;
    if (options.once === true) setDone(true);
    else locked.current = false;
    setPending(false);
    setSuccess(after ?? null);
  };

  return { pending, error, success, locked: pending || done, submit, showError: setError };
}
