import type { KeyboardEvent } from 'react';

const FOCUSABLE =
  'button:not([disabled]), a[href], input:not([disabled]), textarea:not([disabled]), select:not([disabled])';

/**
 * Keeps Tab inside a modal layer: from the last control to the first, Shift+Tab from the first
 * to the last, and into the layer when focus sits on the layer itself. Returns whether it moved
 * the focus (the caller then prevents the browser's own move).
 */
export function trapFocus(event: KeyboardEvent, layer: HTMLElement | null): boolean {
  const focusable = Array.from(layer?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []);
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last || !layer) return false;
  const active = document.activeElement;
  if (active === layer || !layer.contains(active)) (event.shiftKey ? last : first).focus();
  else if (event.shiftKey && active === first) last.focus();
  else if (!event.shiftKey && active === last) first.focus();
  else return false;
  return true;
}
