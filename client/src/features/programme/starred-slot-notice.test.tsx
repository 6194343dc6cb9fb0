import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { refreshContent } from '../../lib/published-content';
import { editedSeed, stubContentServer } from '../../test/published-content';
import { readStars, toggleStar } from './public/programme-stars';
import { StarredSlotNotice } from './starred-slot-notice';

afterEach(() => {
  vi.unstubAllGlobals();
});

const version = (number: number, edit: Parameters<typeof editedSeed>[0]) => ({
  version: number,
  publishedAt: '2025-05-20T08:42:00Z',
  content: editedSeed(edit),
});
const moved = version(2, ({ programme }) => {
  programme[9] = { ...programme[9]!, time: '11h30' }; // "10", starred
});
const movedAndCancelled = version(3, ({ programme }) => {
  programme[9] = { ...programme[9]!, time: '11h30' };
  programme[10] = { ...programme[10]!, cancelled: true }; // "11", starred
  programme[11] = { ...programme[11]!, cancelled: true }; // "12", not starred
});

it('tells the attendee, politely, that a starred slot moved or was cancelled, and puts the notice away by keyboard', async () => {
  await toggleStar('10');
  await toggleStar('11');
  await readStars();
  // The page's first read (at an idle moment) finds version 2 already published: nothing to say,
  // the programme shows it as it is.
  const { mock } = stubContentServer(moved);
  render(<StarredSlotNotice />);
  await waitFor(() => expect(mock).toHaveBeenCalled());
  await act(() => refreshContent());
  expect(document.querySelector('[aria-live="polite"]')).toBeEmptyDOMElement();

  // A version published while the page is open.
  stubContentServer(movedAndCancelled);
  await act(() => refreshContent());
  const region = document.querySelector('[aria-live="polite"]')!;
  expect(region).toHaveTextContent('Votre séance « Intervention 5 : titre à venir » est annulée.');
  // Neither the slot moved in the version already shown, nor a slot not starred.
  expect(region).not.toHaveTextContent('Intervention 4');
  expect(region).not.toHaveTextContent('Intervention 6');

  stubContentServer(
    version(4, ({ programme }) => {
      programme[9] = { ...programme[9]!, time: '11h45' };
      programme[10] = { ...programme[10]!, cancelled: true };
    }),
  );
  await act(() => refreshContent());
  expect(region).toHaveTextContent('Votre séance « Intervention 4 : titre à venir » passe à 11h45.');

  const user = userEvent.setup();
  screen
    .getByRole('button', { name: 'Masquer l’avis : Votre séance « Intervention 4 : titre à venir » passe à 11h45.' })
    .focus();
  await user.keyboard('{Enter}');
  expect(region).not.toHaveTextContent('passe à 11h45');
  expect(region).toHaveTextContent('est annulée.');
});
