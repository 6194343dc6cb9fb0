import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { toggleStar } from '../programme/public/programme-stars';
import { DayStatus } from './day-status';

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

function renderAt(iso: string) {
  vi.useFakeTimers({ now: new Date(iso) });
  return render(
    <MemoryRouter>
      <DayStatus />
    </MemoryRouter>,
  );
}

it('counts down the days before the congress, then says it is tomorrow', () => {
  const { unmount } = renderAt('2025-05-13T10:00:00Z');
  expect(screen.getByText('Plus que 10 jours avant le congrès.')).toBeInTheDocument();
  unmount();
  renderAt('2025-05-22T18:00:00Z');
  expect(screen.getByText('Le congrès, c’est demain !')).toBeInTheDocument();
});

it('on the day, shows what is on and what is next, and moves on at the next minute’s check', () => {
  renderAt('2025-05-23T08:24:10Z');
  expect(screen.getByText('En cours : 10h15 · QCM après')).toBeInTheDocument();
  expect(screen.getByText('À suivre : 10h25 · Pause')).toBeInTheDocument();
  act(() => {
    vi.advanceTimersByTime(60_000);
  });
  expect(screen.getByText('En cours : 10h25 · Pause')).toBeInTheDocument();
  expect(screen.getByText('À suivre : 10h45 · Intervention 3 : titre à venir')).toBeInTheDocument();
});

it('after the congress, says it is over and points to the photos and the presentations', () => {
  renderAt('2025-05-24T09:00:00Z');
  expect(screen.getByText('Le congrès est terminé : merci de votre venue !')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'les photos' })).toHaveAttribute('href', '/vos-photos');
  expect(screen.getByRole('link', { name: 'les présentations' })).toHaveAttribute('href', '/presentation');
});

it('prefers the next slot of the visitor’s programme for "À suivre", then the next slot once it has begun', async () => {
  // 12h15, starred on this phone: "À suivre" names it rather than the 10h25 break. Starred
  // before the clock is faked: IndexedDB answers on the real event loop.
  await toggleStar('12');
  vi.useFakeTimers({ now: new Date('2025-05-23T08:24:10Z') });
  render(
    <MemoryRouter>
      <DayStatus />
    </MemoryRouter>,
  );
  expect(screen.getByText('En cours : 10h15 · QCM après')).toBeInTheDocument();
  expect(screen.getByText('À suivre dans mon programme : 12h15 · Intervention 6 : titre à venir')).toBeInTheDocument();
  act(() => {
    vi.setSystemTime(new Date('2025-05-23T10:20:00Z'));
    vi.advanceTimersByTime(60_000);
  });
  expect(screen.getByText('À suivre : 12h45 · QCM après')).toBeInTheDocument();
});
