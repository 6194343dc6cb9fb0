import type { ReactNode } from 'react';
import './table-scroll.css';

/**
 * A wide table that scrolls sideways inside its own box, so that a 320 px screen never scrolls
 * the page. The box is a named region in the tab order: a keyboard reaches it and scrolls it with
 * the arrows (axe's scrollable-region-focusable), and the focus ring shows where it is.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    // A scrolling box must be reachable by the keyboard: tabIndex 0 is the pattern axe asks for.
    <div className="table-scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
