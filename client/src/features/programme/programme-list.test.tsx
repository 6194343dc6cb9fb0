import { act, render, screen, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { SLOTS } from '../../lib/congress-day';
import { refreshContent, useSlots } from '../../lib/published-content';
import { editedSeed, stubContentServer } from '../../test/published-content';
import { ProgrammeList } from './programme-list';

const SPEC_TIMES = [
  '8h',
  '8h35',
  '8h45',
  '9h',
  '9h30',
  '10h',
  '10h15',
  '10h25',
  '10h45',
  '11h15',
  '11h45',
  '12h15',
  '12h45',
  '13h',
  '14h30',
  '15h',
  '15h30',
  '16h',
];

it('shows the 18 entries in the order of the day, the first one highlighted', () => {
  render(<ProgrammeList slots={SLOTS} />);
  const cards = screen.getAllByRole('listitem');
  expect(cards).toHaveLength(18);
  expect(cards.map((card) => within(card).getByText(/^\d+h\d*$/).textContent)).toEqual(SPEC_TIMES);
  expect(within(cards[0]!).getByRole('heading')).toHaveTextContent('Accueil et inscription');
  expect(within(cards[17]!).getByRole('heading')).toHaveTextContent('Présentation du congrès 2026');
  expect(cards[0]).toHaveClass('programme-card--highlight');
  expect(cards.filter((card) => card.classList.contains('programme-card--highlight'))).toHaveLength(1);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const card = (time: string) =>
  screen.getAllByRole('listitem').find((item) => item.querySelector('time')?.textContent === time)!;

it('on the day, marks the slot in progress "En cours" and the next "À suivre", checked every minute', () => {
  // 10:14:30 in Bordeaux, from a device set to another zone (the instants do not depend on it).
  vi.useFakeTimers({ now: new Date('2025-05-23T08:14:30Z') });
  render(<ProgrammeList slots={SLOTS} />);
  expect(within(card('10h')).getByText('En cours')).toBeInTheDocument();
  expect(within(card('10h15')).getByText('À suivre')).toBeInTheDocument();
  expect(screen.getAllByText('En cours')).toHaveLength(1);
  expect(screen.getAllByText('À suivre')).toHaveLength(1);
  act(() => {
    vi.advanceTimersByTime(60_000);
  });
  expect(within(card('10h15')).getByText('En cours')).toBeInTheDocument();
  expect(within(card('10h25')).getByText('À suivre')).toBeInTheDocument();
  expect(card('10h15')).toHaveClass('programme-card--current');
});

it('marks nothing before the day nor after it, and each card adds its own slot to a calendar', () => {
  vi.useFakeTimers({ now: new Date('2025-05-20T08:00:00Z') });
  const { unmount } = render(<ProgrammeList slots={SLOTS} />);
  expect(screen.queryByText('En cours')).toBeNull();
  expect(screen.queryByText('À suivre')).toBeNull();
  expect(within(card('8h45')).getByRole('link', { name: 'Ajouter à mon agenda : 8h45, QCM avant' })).toHaveAttribute(
    'href',
    '/congres-03.ics',
  );
  unmount();
  vi.setSystemTime(new Date('2025-05-24T08:00:00Z'));
  render(<ProgrammeList slots={SLOTS} />);
  expect(screen.queryByText('En cours')).toBeNull();
});

function PublishedProgramme() {
  return <ProgrammeList slots={useSlots()} />;
}

it('keeps a cancelled slot in place, struck through and "Annulé"; a moved one says when it changed, its former time struck through', async () => {
  stubContentServer(
    {
      version: 2,
      publishedAt: '2025-05-20T08:42:00Z',
      content: editedSeed(({ programme }) => {
        programme[4] = { ...programme[4]!, cancelled: true };
        programme[9] = { ...programme[9]!, time: '11h30' };
      }),
    },
    [
      { slotId: '05', kind: 'cancelled', title: 'Intervention 2 : titre à venir' },
      { slotId: '10', kind: 'moved', title: 'Intervention 4 : titre à venir', from: '11h15', to: '11h30' },
    ],
  );
  render(<PublishedProgramme />);
  await act(() => refreshContent());

  const cancelled = card('9h30');
  expect(within(cancelled).getByText('Annulé')).toBeVisible();
  expect(within(cancelled).getByRole('heading').querySelector('s')).toHaveTextContent('Intervention 2 : titre à venir');
  // Still in place, between 9h and 10h, and its links still there.
  expect(screen.getAllByRole('listitem').indexOf(cancelled)).toBe(4);
  expect(within(cancelled).getByRole('link', { name: /Ajouter à mon agenda/ })).toHaveAttribute(
    'href',
    '/congres-05.ics',
  );

  const moved = card('11h30');
  expect(within(moved).getByText('Modifié à 10h42')).toBeVisible();
  expect(within(moved).getByText('11h15', { selector: 's' })).toHaveTextContent('Ancien horaire : 11h15');
  expect(within(moved).getByRole('link', { name: /Ajouter à mon agenda/ })).toHaveAttribute('href', '/congres-10.ics');
  expect(screen.getAllByText(/^Modifié à/)).toHaveLength(1);
});
