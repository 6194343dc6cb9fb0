import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { CarouselImage } from '../../content/home-carousel';
import { Carousel } from './carousel';
import { isShownModal } from '../../test/modal-dialog-stand-in';

const IMAGES: CarouselImage[] = [
  { src: '/poster.svg', alt: 'Affiche', width: 800, height: 1000 },
  { src: '/programme.svg', alt: 'Programme', width: 800, height: 1000 },
];

const shownImage = () => screen.getByRole('img').getAttribute('alt');
const renderCarousel = () => render(<Carousel images={IMAGES} intervalMs={5000} label="Affiche et programme" />);

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

it('advances every 5000 ms and loops back to the first image', () => {
  renderCarousel();
  expect(screen.getByRole('group', { name: '1 sur 2' })).toBeInTheDocument();
  expect(shownImage()).toBe('Affiche');

  act(() => {
    vi.advanceTimersByTime(4999);
  });
  expect(shownImage()).toBe('Affiche');
  act(() => {
    vi.advanceTimersByTime(1);
  });
  expect(shownImage()).toBe('Programme');
  expect(screen.getByRole('group', { name: '2 sur 2' })).toBeInTheDocument();
  act(() => {
    vi.advanceTimersByTime(5000);
  });
  expect(shownImage()).toBe('Affiche');
});

it('stops with the pause control, announces slides politely while paused, and moves by hand', () => {
  renderCarousel();
  const slides = screen.getByRole('group', { name: '1 sur 2' }).parentElement;
  expect(slides).toHaveAttribute('aria-live', 'off');

  fireEvent.click(screen.getByRole('button', { name: 'Mettre en pause' }));
  expect(slides).toHaveAttribute('aria-live', 'polite');
  act(() => {
    vi.advanceTimersByTime(20_000);
  });
  expect(shownImage()).toBe('Affiche');

  fireEvent.click(screen.getByRole('button', { name: /Précédente/ }));
  expect(shownImage()).toBe('Programme');
  fireEvent.click(screen.getByRole('button', { name: /Suivante/ }));
  expect(shownImage()).toBe('Affiche');

  fireEvent.click(screen.getByRole('button', { name: 'Lancer le défilement' }));
  act(() => {
    vi.advanceTimersByTime(5000);
  });
  expect(shownImage()).toBe('Programme');
});

it('does not play on its own when the visitor prefers reduced motion', () => {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query === '(prefers-reduced-motion: reduce)',
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
  renderCarousel();
  expect(screen.getByRole('button', { name: 'Lancer le défilement' })).toBeInTheDocument();
  act(() => {
    vi.advanceTimersByTime(20_000);
  });
  expect(shownImage()).toBe('Affiche');
});

it('opens the current image full screen and closes it by a click or Escape, focus back on the button', () => {
  renderCarousel();
  const enlarge = screen.getByRole('button', { name: 'Voir en grand' });

  fireEvent.click(enlarge);
  const dialog = screen.getByRole('dialog', { name: 'Image agrandie' });
  expect(dialog).toContainElement(screen.getByRole('button', { name: 'Fermer l’image agrandie' }));
  expect(screen.getByRole('button', { name: 'Fermer l’image agrandie' })).toHaveFocus();
  // A modal dialog: the browser makes the page behind inert; the overlay's image is the current one.
  expect(isShownModal(dialog)).toBe(true);
  expect(dialog.querySelector('img')).toHaveAttribute('alt', 'Affiche');
  // The slideshow waits while the image is enlarged.
  act(() => {
    vi.advanceTimersByTime(10_000);
  });
  expect(dialog.querySelector('img')).toHaveAttribute('alt', 'Affiche');

  fireEvent.click(dialog.querySelector('img')!);
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(isShownModal(dialog)).toBe(false);
  expect(enlarge).toHaveFocus();

  fireEvent.click(enlarge);
  fireEvent.keyDown(document, { key: 'Escape' });
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(enlarge).toHaveFocus();
});

it('keeps its controls in one row with the position, and follows a swipe either way', async () => {
  vi.useRealTimers();
  const user = userEvent.setup();
  renderCarousel();
  expect(screen.getByText('1 / 2')).toBeInTheDocument();
  const image = screen.getByRole('img');
  await user.pointer([
    { keys: '[TouchA>]', target: image, coords: { clientX: 300, clientY: 100 } },
    { pointerName: 'TouchA', target: image, coords: { clientX: 100, clientY: 100 } },
    { keys: '[/TouchA]', target: image, coords: { clientX: 100, clientY: 100 } },
  ]);
  expect(shownImage()).toBe('Programme');
  expect(screen.getByText('2 / 2')).toBeInTheDocument();
  // A tap is not a swipe.
  await user.pointer({ keys: '[TouchA]', target: screen.getByRole('img') });
  expect(shownImage()).toBe('Programme');
  const shown = screen.getByRole('img');
  await user.pointer([
    { keys: '[TouchA>]', target: shown, coords: { clientX: 100, clientY: 100 } },
    { pointerName: 'TouchA', target: shown, coords: { clientX: 300, clientY: 100 } },
    { keys: '[/TouchA]', target: shown, coords: { clientX: 300, clientY: 100 } },
  ]);
  expect(shownImage()).toBe('Affiche');
});
