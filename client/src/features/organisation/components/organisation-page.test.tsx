import {
  publicContent,
  type AttendanceDetail,
  type Figures,
  type HalfDaySummary,
  type Photo,
  type SatisfactionResults,
} from '@congres/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Organisation from '../../../app/routes/organisation';
import { contentSeed } from '../../../content/seed';
import { TOKEN_KEY } from '../../../lib/session';
import { sendLiveEvent, stubEventSource, TestEventSource } from '../../../test/fake-event-source';
import { fakeToken } from '../../../test/fake-token';
import { makePhotos } from '../../../test/photos';
import { renderWithQueries } from '../../../test/render-with-queries';
import { json, requestUrl, stubFetch } from '../../../test/stub-network';

// /organisation (decision 109): the day at a glance in each of its states, through the real
// page, hooks and query client; only the network edge (fetch, EventSource) is the test's.

const REFUSAL = 'Cette action est réservée aux organisateurs du congrès.';

beforeEach(() => {
  stubEventSource();
  // 11h in Bordeaux on the day: "publiée à 10h42" is today's.
  vi.useFakeTimers({ now: new Date('2025-05-23T09:00:00Z'), toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const figures = (overrides: Partial<Figures> = {}): Figures => ({
  at: '2025-05-23T08:59:00.000Z',
  accounts: 120,
  photos: 34,
  announcements: 2,
  openReports: 3,
  reportedPhotos: 2,
  screens: 1,
  quarterHours: [],
  stars: [],
  ...overrides,
});
const MORNING: HalfDaySummary = {
  id: 'matin',
  label: 'Matinée',
  startsAt: '2025-05-23T06:00:00Z',
  endsAt: '2025-05-23T11:00:00Z',
  open: true,
};
const AFTERNOON: HalfDaySummary = {
  id: 'apres-midi',
  label: 'Après-midi',
  startsAt: '2025-05-23T12:30:00Z',
  endsAt: '2025-05-23T14:30:00Z',
  open: false,
};
const detail = (halfDay: HalfDaySummary, signed: number): AttendanceDetail => ({
  halfDay,
  modules: [],
  trainer: 'Formatrice',
  openedAt: halfDay.open ? '2025-05-23T06:05:00Z' : null,
  closedAt: null,
  trainerSignedAt: null,
  signatures: Array.from({ length: signed }, (_v, i) => ({
    id: i + 1,
    userId: i + 1,
    name: `Participant ${i + 1}`,
    signedAt: '2025-05-23T06:30:00Z',
    recordedBy: null,
  })),
});
const results = (answers: number, rate: number | null): SatisfactionResults => ({
  questionnaireId: 'satisfaction',
  title: 'Questionnaire de satisfaction',
  rate,
  answers,
  published: false,
  questions: [],
});

/** What the test's server holds; each test changes what it needs. */
interface Site {
  figures: Figures;
  version: number;
  satisfactionOpensAt: string | null;
  halfDays: HalfDaySummary[];
  signed: Record<string, number>;
  approval: boolean;
  pending: Photo[];
  results: SatisfactionResults;
  /** Paths that answer a 500, or get no answer at all (offline). */
  failing: Record<string, 'error' | 'offline'>;
  /** Paths that answer 403, as the server does to an attendee. */
  refused: boolean;
}

/** The seed's public content, its questionnaire opening at `opensAt` (none when null). */
function contentWith(opensAt: string | null) {
  const { satisfaction, ...content } = publicContent(contentSeed());
  return opensAt === null || satisfaction === undefined
    ? content
    : { ...content, satisfaction: { ...satisfaction, opensAt } };
}

function serve(site: Site) {
  return stubFetch((url, init) => {
    const path = new URL(url, 'http://site').pathname;
    const failure = site.failing[path];
    if (failure === 'offline') throw new TypeError('Failed to fetch');
    if (failure === 'error') return json({ message: `Erreur du serveur sur ${path}.` }, 500);
    if (path === '/api/content')
      return json({
        version: site.version,
        publishedAt: '2025-05-23T08:42:00Z',
        content: contentWith(site.satisfactionOpensAt),
      });
    if (site.refused) return json({ message: REFUSAL }, 403);
    if (path === '/api/events/ticket' && init?.method === 'POST')
      return json({ ticket: 'ticket', expiresAt: '2025-05-23T09:01:00Z' }, 201);
    if (path === '/api/figures') return json(site.figures);
    if (path === '/api/attendance') return json(site.halfDays);
    const halfDay = site.halfDays.find((listed) => path === `/api/attendance/${listed.id}`);
    if (halfDay) return json(detail(halfDay, site.signed[halfDay.id] ?? 0));
    if (path === '/api/wall/review') return json({ approval: site.approval, pending: site.pending, approved: [] });
    if (path === '/api/satisfaction/results') return json(site.results);
    return json({ message: `Route inconnue : ${path}` }, 404);
  });
}

function aSite(overrides: Partial<Site> = {}): Site {
  return {
    figures: figures(),
    version: 12,
    satisfactionOpensAt: '2025-05-23T15:00:00Z',
    halfDays: [MORNING, AFTERNOON],
    signed: { matin: 124 },
    approval: true,
    pending: makePhotos(3),
    results: results(0, null),
    failing: {},
    refused: false,
    ...overrides,
  };
}

function renderPage(role: 'organiser' | 'attendee' | null) {
  if (role !== null) localStorage.setItem(TOKEN_KEY, fakeToken('Alex Orga', { sub: '9', role }));
  const router = createMemoryRouter(
    [
      { path: '/organisation', element: <Organisation /> },
      { path: '/login', element: <p>Page de connexion</p> },
    ],
    { initialEntries: ['/organisation'] },
  );
  renderWithQueries(<RouterProvider router={router} />);
  return router;
}

const glance = () => within(screen.getByRole('region', { name: 'La journée en direct' }));
/** The line named `label`, a link, with what it says. */
const line = (label: string | RegExp) => glance().getByRole('link', { name: label });

describe('Organisation de la journée', () => {
  it('invites a visitor who is not signed in to sign in, coming back here, and asks nothing', () => {
    const calls = serve(aSite());
    const router = renderPage(null);
    expect(screen.getByRole('heading', { level: 1, name: 'Organisation de la journée' })).toBeInTheDocument();
    expect(screen.getByText(/réservée aux organisateurs du congrès/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login');
    expect(calls).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/organisation');
  });

  it('gives an attendee the server’s French refusal alone, after one request', async () => {
    const calls = serve(aSite({ refused: true }));
    renderPage('attendee');
    expect(screen.getByRole('status')).toHaveTextContent('Chargement de la journée…');
    expect(await screen.findByRole('alert')).toHaveTextContent(REFUSAL);
    expect(screen.queryByRole('region', { name: 'La journée en direct' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Vos outils' })).toBeNull();
    expect(calls.mock.calls.map(([url]) => new URL(requestUrl(url), 'http://site').pathname)).toEqual(['/api/figures']);
  });

  it('shows the day at a glance, each line a link to its tool, and every tool', async () => {
    serve(aSite());
    renderPage('organiser');
    await waitFor(() => expect(line(/^Contenu publié/)).toHaveTextContent('Version 12, publiée à 10h42'));
    expect(line(/^Contenu publié/)).toHaveAttribute('href', '/contenu');
    await waitFor(() => expect(line(/^Émargement · Matinée/)).toHaveTextContent('Ouvert · 124 signatures'));
    expect(line(/^Émargement · Matinée/)).toHaveAttribute('href', '/emargement');
    expect(line(/^Émargement · Après-midi/)).toHaveTextContent('Pas encore ouvert');
    await waitFor(() => expect(line(/^Mur de photos/)).toHaveTextContent('3 photos à valider'));
    expect(line(/^Mur de photos/)).toHaveAttribute('href', '/signalements');
    expect(line(/^Signalements/)).toHaveTextContent('3 signalements à traiter');
    expect(line(/^Questionnaire de satisfaction/)).toHaveTextContent('Ouvre à 17h');
    expect(line(/^Questionnaire de satisfaction/)).toHaveAttribute('href', '/quizz/satisfaction/resultats');
    expect(line(/^Chiffres du jour/)).toHaveTextContent('34 photos publiées · 120 comptes · 1 écran sur le mur');
    expect(glance().getByText(/^Mis à jour en direct \(dernier relevé à 10h59, heure de Bordeaux\)/)).toBeVisible();

    const tools = within(screen.getByRole('region', { name: 'Vos outils' }));
    const hrefs = tools.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/contenu',
      '/emargement',
      '/emargement/ecran?demi-journee=matin',
      '/emargement/ecran?demi-journee=apres-midi',
      '/mur',
      '/questions',
      '/signalements',
      '/annonces',
      '/chiffres',
      '/quizz/resultats',
      '/quizz/satisfaction/resultats',
      '/contenu',
      '/verification',
    ]);
    expect(tools.getByRole('link', { name: /^Écran de la salle : Matinée/ })).toBeInTheDocument();
    expect(tools.getByRole('button', { name: 'Télécharger toutes les attestations' })).toBeInTheDocument();
  });

  it('follows the live stream: a signature, a photo and a publication change their lines without a reload', async () => {
    const site = aSite();
    serve(site);
    renderPage('organiser');
    await waitFor(() => expect(line(/^Émargement · Matinée/)).toHaveTextContent('Ouvert · 124 signatures'));
    await waitFor(() => expect(line(/^Mur de photos/)).toHaveTextContent('3 photos'));
    // The organisers' stream, opened with a ticket: attendance events come on it alone (decision 104).
    await waitFor(() => expect(TestEventSource.opened.at(-1)?.url).toContain('ticket=ticket'));

    site.signed = { matin: 125 };
    sendLiveEvent('attendance-changed', { halfDayId: 'matin' });
    await waitFor(() => expect(line(/^Émargement · Matinée/)).toHaveTextContent('Ouvert · 125 signatures'));

    site.pending = makePhotos(4);
    sendLiveEvent('photo-published', site.pending[0]!);
    await waitFor(() => expect(line(/^Mur de photos/)).toHaveTextContent('4 photos à valider'));

    site.version = 13;
    sendLiveEvent('content-published', { version: 13 });
    await waitFor(() => expect(line(/^Contenu publié/)).toHaveTextContent('Version 13, publiée à 10h42'));
  });

  it('gives the satisfaction rate once the questionnaire is open', async () => {
    serve(aSite({ satisfactionOpensAt: '2025-05-23T08:00:00Z', results: results(120, 92) }));
    renderPage('organiser');
    await waitFor(() =>
      expect(line(/^Questionnaire de satisfaction/)).toHaveTextContent('Satisfaction : 92 % (120 réponses)'),
    );
  });

  it('says what is empty: no half-day, no report, no questionnaire, no approval on the wall', async () => {
    serve(
      aSite({
        version: 1,
        halfDays: [],
        figures: figures({ openReports: 0, reportedPhotos: 0, photos: 0, screens: 0 }),
        satisfactionOpensAt: null,
        approval: false,
        pending: [],
      }),
    );
    renderPage('organiser');
    await waitFor(() => expect(line(/^Émargement/)).toHaveTextContent('Aucune demi-journée dans le contenu publié'));
    await waitFor(() => expect(line(/^Contenu publié/)).toHaveTextContent('Version 1, le contenu de départ'));
    await waitFor(() =>
      expect(line(/^Mur de photos/)).toHaveTextContent('Sans validation : toutes les photos sont projetées'),
    );
    // Nothing to review: the line opens the wall itself.
    expect(line(/^Mur de photos/)).toHaveAttribute('href', '/mur');
    expect(line(/^Signalements/)).toHaveTextContent('Aucun signalement à traiter');
    expect(line(/^Questionnaire de satisfaction/)).toHaveTextContent('Aucun questionnaire de satisfaction prévu');
    expect(
      within(screen.getByRole('region', { name: 'Vos outils' })).queryByRole('link', { name: /Écran/ }),
    ).toBeNull();
  });

  it('says which line could not be read, keeps the others, and tries again on request', async () => {
    const site = aSite({ failing: { '/api/wall/review': 'error' } });
    serve(site);
    renderPage('organiser');
    await waitFor(() => expect(line(/^Mur de photos/)).toHaveTextContent('Erreur du serveur sur /api/wall/review.'));
    expect(line(/^Signalements/)).toHaveTextContent('3 signalements à traiter');
    expect(glance().getByText(/^Une partie de la journée n’a pas pu être lue/)).toBeVisible();

    site.failing = {};
    glance().getByRole('button', { name: 'Réessayer' }).click();
    await waitFor(() => expect(line(/^Mur de photos/)).toHaveTextContent('3 photos à valider'));
    expect(glance().queryByRole('button', { name: 'Réessayer' })).toBeNull();
  });

  it('offline, keeps what it read with its time, and reads again when the network is back', async () => {
    const site = aSite();
    serve(site);
    renderPage('organiser');
    await waitFor(() => expect(line(/^Signalements/)).toHaveTextContent('3 signalements à traiter'));

    site.failing = { '/api/figures': 'offline' };
    sendLiveEvent('photo-removed', { id: 1 });
    expect(
      await glance().findByText(
        'Hors ligne : les chiffres affichés sont ceux de 10h59. Ils se mettront à jour au retour du réseau.',
      ),
    ).toBeVisible();
    expect(line(/^Signalements/)).toHaveTextContent('3 signalements à traiter');

    site.failing = {};
    site.figures = figures({ openReports: 0, reportedPhotos: 0, at: '2025-05-23T09:00:00.000Z' });
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(line(/^Signalements/)).toHaveTextContent('Aucun signalement à traiter'));
    expect(glance().queryByText(/^Hors ligne/)).toBeNull();
  });

  it('offline from the start: says the day will show when the network is back, with the tools still there', async () => {
    serve(aSite({ failing: { '/api/figures': 'offline', '/api/content': 'offline' } }));
    renderPage('organiser');
    expect(
      await screen.findByText('Pas de réseau : la journée s’affichera dès le retour de la connexion.'),
    ).toBeVisible();
    await waitFor(() => expect(line(/^Contenu publié/)).toHaveTextContent('Indisponible hors ligne'));
    expect(
      within(screen.getByRole('region', { name: 'Vos outils' })).getByRole('link', { name: /^Émargement/ }),
    ).toBeVisible();
  });
});
