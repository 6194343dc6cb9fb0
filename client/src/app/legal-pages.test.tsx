import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import Confidentialite from './routes/confidentialite';
import MentionsLegales from './routes/mentions-legales';
import { CONTACT } from '../content/contact';
import { SitemapList } from '../features/sitemap/sitemap-list';

const headings = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('the legal pages', () => {
  it('"Mentions légales" names the publisher, the director of publication and the host', () => {
    render(<MentionsLegales />);
    expect(screen.getByRole('heading', { level: 1, name: 'Mentions légales' })).toBeInTheDocument();
    expect(headings()).toEqual(
      expect.arrayContaining(['Éditeur du site', 'Directeur ou directrice de la publication', 'Hébergeur']),
    );
    expect(screen.getAllByText(new RegExp(CONTACT.email.replace(/\./g, '\\.'))).length).toBeGreaterThan(0);
  });

  it('"Confidentialité" says what is stored and why, for how long, how to delete it, and whom to write to', () => {
    render(<Confidentialite />);
    expect(screen.getByRole('heading', { level: 1, name: 'Confidentialité' })).toBeInTheDocument();
    expect(headings()).toEqual(
      expect.arrayContaining([
        'Ce que le site enregistre, et pourquoi',
        'Combien de temps',
        'Vos droits, et comment les exercer',
        'Pour toute autre demande',
      ]),
    );
    expect(screen.getByText(/votre nom complet, affiché sous chacune des photos que vous publiez/)).toBeInTheDocument();
    expect(screen.getByText(/supprimer une de vos photos depuis la galerie, ou votre compte/)).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`^Écrivez à ${CONTACT.email.replace(/\./g, '\\.')}`))).toBeInTheDocument();
  });
});

describe('the site map', () => {
  it('lists the spec’s pages, the announcements, the programme’s history, then the two legal pages', () => {
    render(
      <MemoryRouter>
        <SitemapList />
      </MemoryRouter>,
    );
    const links = within(screen.getByRole('list'))
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Accueil', '/'],
      ['Programme', '/programme'],
      ['Repas', '/repas'],
      ['Itinéraires', '/itineraire'],
      ['Présentation', '/presentation'],
      ['Quizz', '/quizz'],
      ['Vos Photos', '/vos-photos'],
      ['Connexion', '/login'],
      ['Annonces', '/annonces'],
      ['Historique du programme', '/programme/historique'],
      ['Vérifier une attestation', '/verification'],
      ['Mentions légales', '/mentions-legales'],
      ['Confidentialité', '/confidentialite'],
    ]);
  });
});
