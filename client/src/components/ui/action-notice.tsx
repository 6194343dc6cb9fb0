import type { Ref } from 'react';

/** What the last action did: shown politely when it worked, as an alert when it failed. */
export type Notice = { kind: 'success' | 'error'; text: string } | null;

/** A submission's outcome (useSubmit, useSharedSubmit) as a notice: its error first, else its success. */
export function noticeOf({ error, success }: { error: string | null; success: string | null }): Notice {
  if (error !== null) return { kind: 'error', text: error };
  return success !== null ? { kind: 'success', text: success } : null;
}

/**
 * The live region that reports the outcome of an action (a deletion, a report). It stays in the
 * page even when empty, so that the next message is announced; it can take the focus when the
 * control that started the action is gone with what it acted on.
 */
export function ActionNotice({
  notice,
  className,
  ref,
}: {
  notice: Notice;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}) {
  return (
    <div aria-live="polite" className={className} ref={ref} tabIndex={-1}>
      {notice !== null ? (
        <p className={`alert alert--${notice.kind}`} role={notice.kind === 'error' ? 'alert' : undefined}>
          {notice.text}
        </p>
      ) : null}
    </div>
  );
}
