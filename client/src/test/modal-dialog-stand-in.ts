// Test support (not used by the app): jsdom has <dialog> but not its modal part, which the app
// relies on (decision 077). This stand-in does what a browser does for the app's tests to see:
// showModal/close keep `open` in step, the modal dialogs are stacked, and Escape sends the
// topmost one `cancel`, then closes it unless the page prevented it. (Inertness of the page
// behind is the browser's own: the browser tests check it, in Chromium.)
const modals: HTMLDialogElement[] = [];

/** Whether `element` is a <dialog> shown with showModal and not closed since. */
export const isShownModal = (element: Element | null): boolean =>
  element instanceof HTMLDialogElement && modals.includes(element);

/** Installs the stand-in once, where jsdom has no showModal. */
export function installModalDialogStandIn(): void {
  const dialog = HTMLDialogElement.prototype;
  if (typeof dialog.showModal === 'function') return;
  dialog.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) throw new DOMException('The dialog is already open.', 'InvalidStateError');
    this.setAttribute('open', '');
    modals.push(this);
  };
  dialog.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    modals.splice(modals.indexOf(this), 1);
    this.dispatchEvent(new Event('close'));
  };
  // Capture: the browser's answer to Escape does not depend on where the page stops the key.
  window.addEventListener(
    'keydown',
    (event) => {
      const top = modals.filter((shown) => shown.isConnected).at(-1);
      if (event.key !== 'Escape' || !top) return;
      if (top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
    },
    true,
  );
}
