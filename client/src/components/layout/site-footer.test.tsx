import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { expect, it } from 'vitest';
import { SiteFooter } from './site-footer';

it('shows the contact, the six partner logos in order, the site map and legal links, and the copyright sentence', () => {
  render(
    <MemoryRouter>
      <SiteFooter />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { name: 'Nos Partenaires & Contact' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Contact' })).toBeInTheDocument();
  // The street and the town on one line, with a comma between them, and no double space anywhere.
  expect(screen.getByText('12 rue de la Santé, 75013 Paris')).toBeInTheDocument();
  const lines = [...document.querySelectorAll('address > *')].map((line) => line.textContent);
  expect(lines.filter((line) => / {2}|^\s|\s$/.test(line ?? ''))).toEqual([]);
  expect(lines).toHaveLength(4);
  expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual([
    'Logo partenaire 1',
    'Logo partenaire 2',
    'Logo partenaire 3',
    'Logo partenaire 4',
    'Logo partenaire 5',
    'Logo partenaire 6',
  ]);
  expect(screen.getByRole('link', { name: 'Plan du site' })).toHaveAttribute('href', '/sitemap');
  // French typography: a sentence, its own full stop after the name, and the spec's words.
  expect(screen.getByText(/^© 2025 .+[a-z]\. Tous droits réservés\.$/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Mentions légales' })).toHaveAttribute('href', '/mentions-legales');
  expect(screen.getByRole('link', { name: 'Confidentialité' })).toHaveAttribute('href', '/confidentialite');
});
