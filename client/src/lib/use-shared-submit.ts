import { useRef } from 'react';
import type { ApiResult } from './api-result';
import { useSubmit, type Submission } from './use-submit';

/** What a button of a shared submission sends: its call, then the message of its success. */
export type SharedAction = () => Promise<ApiResult<string>>;

/**
 * Several buttons sharing one busy state and one message (decision 117): one useSubmit, whose
 * call is the action of the button tapped. A tap while an action is on its way sends nothing:
 * useSubmit's lock refuses it (the action on its way was called already).
 */
export function useSharedSubmit(): Submission & {
  send: (action: SharedAction) => void;
  run: <T>(call: () => Promise<ApiResult<T>>, done: (data: T) => string) => void;
} {
  const action = useRef<SharedAction>(null);
  const submission = useSubmit(() => action.current!(), { onSuccess: (message) => message });
  const send = (next: SharedAction) => {
    action.current = next;
    void submission.submit();
  };
  /** The usual action: a call, and on its success what the page changes and the message it says. */
  const run = <T>(call: () => Promise<ApiResult<T>>, done: (data: T) => string) =>
    send(async () => {
      const result = await call();
      return result.ok ? { ok: true, data: done(result.data) } : result;
    });
  return { ...submission, send, run };
}
