import { expect, type Page } from '@playwright/test';

export interface InfoPage {
  path: string;
  title: string;
  heading: string;
  /** What the page shows in every state: scripts on or off, online or offline. */
  shows: (page: Page) => Promise<void>;
  /** What it shows, in addition, with scripts off. */
  showsWithoutScripts: (page: Page) => Promise<void>;
}

const nothingMore = async () => {};

/** The information pages (INFORMATION_ROUTES), each with content that proves it is whole. */
export const INFO_PAGES: InfoPage[] = [
  {
    path: '/',
    title: 'Accueil',
    heading: 'Congrès des professions de santé',
    shows: async (page) => {
      await expect(page.getByText('vendredi 23 mai 2025', { exact: true })).toBeVisible();
      await expect(page.getByText('Institut des formations aux métiers de la santé').first()).toBeVisible();
      await expect(page.getByRole('img', { name: /^Affiche du congrès/ })).toBeVisible();
      await expect(page.getByRole('img', { name: /^Plan du quartier/ })).toBeVisible();
      await expect(page.locator('.map-frame__address')).toHaveText(
        'Institut des formations aux métiers de la santé, 25 rue Francisco Ferrer, 33000 Bordeaux',
      );
    },
    showsWithoutScripts: async (page) => {
      // Both images of the carousel, one under the other, and none of its buttons.
      await expect(page.getByRole('img', { name: /^Programme de la journée/ })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Voir en grand' })).toBeHidden();
      await expect(page.getByRole('button', { name: 'Afficher la carte interactive' })).toBeHidden();
    },
  },
  {
    path: '/programme',
    title: 'Programme',
    heading: 'Programme',
    shows: async (page) => {
      await expect(page.locator('.programme-card')).toHaveCount(18);
      await expect(page.locator('.programme-card').first()).toContainText('Accueil et inscription');
      await expect(page.locator('.programme-card').last()).toContainText('Présentation du congrès 2026');
      await expect(page.getByRole('link', { name: 'Ajouter toute la journée à mon agenda' })).toBeVisible();
    },
    showsWithoutScripts: nothingMore,
  },
  {
    path: '/repas',
    title: 'Repas',
    heading: 'Repas',
    shows: async (page) => {
      await expect(page.getByText('Jeudi 22 mai · 20h')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Menu végétarien' })).toBeVisible();
      await expect(page.getByText('Eau plate ou pétillante.')).toBeVisible();
      await expect(page.getByRole('img', { name: /^Plan du quartier/ })).toBeVisible();
      await expect(page.locator('.map-frame__address')).toHaveText(
        'Le Café des Bassins, Quai Armand Lalande, 33300 Bordeaux',
      );
    },
    showsWithoutScripts: nothingMore,
  },
  {
    path: '/itineraire',
    title: 'Itinéraires',
    heading: 'Itinéraires',
    shows: async (page) => {
      await expect(page.getByText('7h15')).toBeVisible();
      for (const departure of ['7H03', '7h33', '8h03']) {
        await expect(page.getByText(departure, { exact: true })).toBeVisible();
      }
      await expect(page.getByRole('link', { name: /Depuis la gare Saint-Jean/ })).toBeVisible();
      await expect(page.getByRole('link', { name: /Depuis l’aéroport/ })).toBeVisible();
    },
    showsWithoutScripts: nothingMore,
  },
  {
    path: '/presentation',
    title: 'Présentation',
    heading: 'Présentation',
    shows: async (page) => {
      await expect(page.getByText(/seront publiées ici/)).toBeVisible();
    },
    showsWithoutScripts: nothingMore,
  },
  {
    path: '/quizz',
    title: 'Quizz',
    heading: 'Quizz',
    shows: async (page) => {
      for (const [label, time] of [
        ['Quiz 1', 'à 8h'],
        ['Quiz 2', 'à 10h'],
        ['Quiz 3', 'à 12h30'],
      ] as const) {
        const quiz = page.locator('.quiz-list__item').filter({ hasText: label });
        await expect(quiz).toBeVisible();
        await expect(quiz).toContainText(time);
      }
    },
    showsWithoutScripts: async (page) => {
      await expect(page.getByText('Ouvre le vendredi 23 mai à 8h')).toBeVisible();
      // (Playwright's text queries skip <noscript>: the paragraph is found by its class.)
      await expect(page.locator('.quiz-list__noscript')).toContainText('lorsque JavaScript est activé');
    },
  },
  {
    path: '/sitemap',
    title: 'Plan du site',
    heading: 'Plan du site',
    shows: async (page) => {
      const list = page.locator('.sitemap-list');
      for (const label of [
        'Accueil',
        'Repas',
        'Itinéraires',
        'Présentation',
        'Quizz',
        'Vos Photos',
        'Connexion',
        'Mentions légales',
        'Confidentialité',
      ]) {
        await expect(list.getByRole('link', { name: label, exact: true })).toBeVisible();
      }
    },
    showsWithoutScripts: nothingMore,
  },
  {
    path: '/mentions-legales',
    title: 'Mentions légales',
    heading: 'Mentions légales',
    shows: async (page) => {
      for (const section of ['Éditeur du site', 'Directeur ou directrice de la publication', 'Hébergeur']) {
        await expect(page.getByRole('heading', { name: section })).toBeVisible();
      }
    },
    showsWithoutScripts: nothingMore,
  },
  {
    path: '/confidentialite',
    title: 'Confidentialité',
    heading: 'Confidentialité',
    shows: async (page) => {
      await expect(page.getByRole('heading', { name: 'Ce que le site enregistre, et pourquoi' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Vos droits, et comment les exercer' })).toBeVisible();
      await expect(page.getByText(/télécharger toutes vos données/)).toBeVisible();
    },
    showsWithoutScripts: nothingMore,
  },
];
