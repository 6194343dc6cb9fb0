import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { SLOTS } from '../../lib/congress-day';
import { readStars } from './public/programme-stars';
import { MyProgramme } from './my-programme';
import { ProgrammeList } from './programme-list';

afterEach(() => {
  localStorage.clear();
});

const starButton = (name: RegExp) => screen.getByRole('button', { name });

describe('"Ajouter à mon programme"', () => {
  it('is a toggle on each card, pressed once the slot is starred, by a click or the keyboard', async () => {
    const user = userEvent.setup();
    render(<ProgrammeList slots={SLOTS} />);
    expect(screen.getAllByRole('button', { name: /^Ajouter à mon programme : / })).toHaveLength(18);
    const nine = starButton(/^Ajouter à mon programme : 9h, Intervention 1/);
    expect(nine).toHaveAttribute('aria-pressed', 'false');
    await user.click(nine);
    // Pressed once the phone's stars are read from IndexedDB, at once after that.
    await waitFor(() => expect(nine).toHaveAttribute('aria-pressed', 'true'));
    expect(nine.closest('li')).toHaveClass('programme-card--starred');

    const noon = starButton(/^Ajouter à mon programme : 12h15, /);
    noon.focus();
    await user.keyboard('{Enter}');
    expect(noon).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard(' ');
    expect(noon).toHaveAttribute('aria-pressed', 'false');
    expect((await readStars()).filter((star) => star.starred).map((star) => star.slotId)).toEqual(['04']);
  });
});

describe('Mon programme', () => {
  it('says how to star a slot when none is', () => {
    render(
      <MemoryRouter>
        <MyProgramme />
      </MemoryRouter>,
    );
    expect(screen.getByText('Votre programme est vide pour l’instant.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Programme' })).toHaveAttribute('href', '/programme');
  });

  it('lists the starred slots in the day’s order, and a slot unstarred there leaves it', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <ProgrammeList slots={SLOTS} />
      </MemoryRouter>,
    );
    await user.click(starButton(/^Ajouter à mon programme : 16h, /));
    await user.click(starButton(/^Ajouter à mon programme : 8h35, /));
    document.body.innerHTML = '';
    render(
      <MemoryRouter>
        <MyProgramme />
      </MemoryRouter>,
    );
    const cards = screen.getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Mot d’accueil',
      'Présentation du congrès 2026',
    ]);
    expect(screen.getByText(/^2 créneaux dans votre programme\./)).toBeInTheDocument();
    await user.click(within(cards[0]!).getByRole('button', { name: /^Ajouter à mon programme/ }));
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });
});
