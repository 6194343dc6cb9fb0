import { render, screen, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { editedSeed, stubContentServer } from '../../test/published-content';
import { forgetContentForTests } from '../../lib/published-content';
import { PresentationList } from './presentation-list';

afterEach(() => {
  forgetContentForTests();
  vi.unstubAllGlobals();
});

const PLACEHOLDER =
  'Les présentations des intervenants seront publiées ici dès que les organisateurs les mettront en ligne.';

it('shows the spec’s placeholder while no presentation is published', () => {
  render(<PresentationList />);
  expect(screen.getByText(PLACEHOLDER)).toBeInTheDocument();
  expect(screen.queryByRole('list')).not.toBeInTheDocument();
});

it('lists the published presentations in the programme’s order, each with its PDF and/or link', async () => {
  const content = editedSeed((draft) => {
    const slot = (id: string) => draft.programme.find((entry) => entry.id === id)!;
    // Given out of order in the list: the page follows the times.
    slot('16').slides = { link: 'https://example.org/congres-2026' };
    slot('18').slides = { link: 'https://example.org/congres-2026' };
    slot('06').slides = {
      pdf: { src: `/uploads/slides/${'a'.repeat(32)}.pdf`, name: 'labo.pdf', bytes: 2_516_582 },
      link: 'https://example.org/labo',
    };
    draft.programme = [...draft.programme].reverse();
  });
  stubContentServer({ version: 2, publishedAt: '2025-05-20T08:42:00Z', content });
  render(<PresentationList />);

  const headings = await screen.findAllByRole('heading', { level: 2 });
  const items = headings.map((heading) => heading.closest('li')!);
  expect(headings.map((heading) => heading.textContent)).toEqual([
    '10h Présentation du laboratoire',
    `15h ${content.programme.find((entry) => entry.id === '16')!.title}`,
    `16h ${content.programme.find((entry) => entry.id === '18')!.title}`,
  ]);
  const pdf = within(items[0]!).getByRole('link', { name: /^Diapositives \(PDF, 2,4 Mo\)/ });
  expect(pdf).toHaveAttribute('href', `/uploads/slides/${'a'.repeat(32)}.pdf`);
  expect(within(items[0]!).getByRole('link', { name: /^Présentation en ligne/ })).toHaveAttribute(
    'href',
    'https://example.org/labo',
  );
  expect(screen.queryByText(PLACEHOLDER)).not.toBeInTheDocument();
});
