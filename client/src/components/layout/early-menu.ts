// Until React has hydrated the header (the app's script comes after the page's first paint,
// and slowly on a weak network), the prerendered Menu button opens and closes the menu on
// its own: boot.ts starts this, the header takes over (decision 020). With scripts off, the
// noscript stylesheet shows the links instead.

let release: (() => boolean) | undefined;
let isOpen: (() => boolean) | undefined;
let leftOpen: boolean | undefined;

/** Makes the prerendered header's Menu button work before the app runs. */
export function startEarlyMenu(): void {
  const toggle = document.querySelector<HTMLButtonElement>('.site-header__toggle');
  const list = toggle ? document.getElementById(toggle.getAttribute('aria-controls') ?? '') : null;
  if (!toggle || !list) return;
  leftOpen = undefined;
  const set = (open: boolean) => {
    toggle.setAttribute('aria-expanded', String(open));
    list.classList.toggle('is-open', open);
  };
  isOpen = () => toggle.getAttribute('aria-expanded') === 'true';
  const onClick = () => set(toggle.getAttribute('aria-expanded') !== 'true');
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || toggle.getAttribute('aria-expanded') !== 'true') return;
    set(false);
    toggle.focus();
  };
  toggle.addEventListener('click', onClick);
  document.addEventListener('keydown', onKeyDown);
  release = () => {
    toggle.removeEventListener('click', onClick);
    document.removeEventListener('keydown', onKeyDown);
    return toggle.getAttribute('aria-expanded') === 'true';
  };
}

/**
 * Whether the early menu shows open now, without ending it: the header's first render reads
 * this, so that hydration matches the page; the early menu keeps answering until the header's
 * commit takes over (a press between the two was lost on a busy phone: decision 020).
 */
export function earlyMenuOpen(): boolean {
  return leftOpen ?? isOpen?.() ?? false;
}

/**
 * Ends the early menu, once: whether the visitor left it open, so that the header starts in
 * the state the page shows (the same answer on every call; false when it never ran).
 */
export function takeOverEarlyMenu(): boolean {
  leftOpen ??= release?.() ?? false;
  release = undefined;
  isOpen = undefined;
  return leftOpen;
}
