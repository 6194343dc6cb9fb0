import { render, screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { PROGRAMME } from '../../content/programme';
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
  render(<ProgrammeList entries={PROGRAMME} />);
  const cards = screen.getAllByRole('listitem');
  expect(cards).toHaveLength(18);
  expect(cards.map((card) => within(card).getByText(/^\d+h\d*$/).textContent)).toEqual(SPEC_TIMES);
  expect(within(cards[0]!).getByRole('heading')).toHaveTextContent('Accueil et inscription');
  expect(within(cards[17]!).getByRole('heading')).toHaveTextContent('Présentation du congrès 2026');
  expect(cards[0]).toHaveClass('programme-card--highlight');
  expect(cards.filter((card) => card.classList.contains('programme-card--highlight'))).toHaveLength(1);
});
