import { useState, type ReactNode } from 'react';

/**
 * A part of the editor shown on demand (a native disclosure, keyboard-ready): its fields are
 * made only once opened, so the long page stays light to type in on a phone. It opens by
 * itself when `refused` (a refusal names one of its fields: the page then focuses it).
 */
export function LazyDetails({
  summary,
  refused,
  children,
}: {
  summary: string;
  refused: boolean;
  children: () => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  if (refused && !open) setOpen(true);
  return (
    <details className="content-editor__details" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{summary}</summary>
      {open ? children() : null}
    </details>
  );
}
