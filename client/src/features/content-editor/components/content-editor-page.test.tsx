import {
  CONTENT_CONFLICT,
  CONTENT_INVALID,
  SLIDES_MESSAGES,
  type ContentDraft,
  type ContentVersionList,
  type CongressContent,
} from '@congres/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Contenu from '../../../app/routes/contenu';
import { contentSeed } from '../../../content/seed';
import { TOKEN_KEY } from '../../../lib/session';
import { stubEventSource } from '../../../test/fake-event-source';
import { fakeToken } from '../../../test/fake-token';
import { renderWithQueries } from '../../../test/render-with-queries';
import { json, stubFetch } from '../../../test/stub-network';

// The editor shows every field of the content at once (the legal pages on demand): a large page
// for jsdom on a busy machine, where one query over it may take seconds.
vi.setConfig({ testTimeout: 40_000 });

beforeEach(() => {
  stubEventSource();
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

const VERSIONS: ContentVersionList = [
  {
    version: 2,
    publishedAt: '2025-05-20T08:15:00Z',
    note: 'Intervention 3 déplacée à 11h15',
    restoredFrom: null,
    changes: [{ slotId: '09', kind: 'moved', title: 'Intervention 3 : titre à venir', from: '10h45', to: '11h15' }],
  },
  { version: 1, publishedAt: '2025-05-01T10:00:00Z', note: null, restoredFrom: null, changes: [] },
];

/** Version 3, published by another organiser while the page was open on version 2. */
const VERSION_3: ContentVersionList[number] = {
  version: 3,
  publishedAt: '2025-05-20T09:30:00Z',
  note: null,
  restoredFrom: null,
  changes: [],
};

/** What POST /api/content/slides answers for a stored PDF (decision 084). */
const SLIDES_PDF = { src: `/uploads/slides/${'a'.repeat(32)}.pdf`, name: 'Labo 2025.pdf', bytes: 2_516_582 };

interface Call {
  method: string;
  path: string;
  body: unknown;
}

/**
 * The content routes as the server answers them, with the answers a test overrides: the saved
 * draft, the versions, and each call seen (method, path, JSON body).
 */
function fakeServer(
  answers: {
    put?: (body: { baseVersion: number; content: CongressContent }) => Response;
    publish?: () => Response;
    /** GET /api/content/draft, instead of the draft last saved. */
    draft?: () => ContentDraft;
    rebase?: (body: { baseVersion: number; content: CongressContent }) => Response;
    restore?: () => Response;
    versions?: () => ContentVersionList;
    slides?: () => Response;
    /** The draft's content at the start (the seed's by default). */
    content?: CongressContent;
  } = {},
) {
  const calls: Call[] = [];
  let draft: ContentDraft = {
    baseVersion: 2,
    content: answers.content ?? contentSeed(),
    updatedBy: null,
    updatedAt: null,
  };
  const mock = stubFetch((url, init) => {
    const path = new URL(url, 'http://site').pathname;
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, body });
    if (path === '/api/content/draft' && method === 'GET') return json(answers.draft?.() ?? draft);
    if (path === '/api/content/draft/rebase' && answers.rebase)
      return answers.rebase(body as { baseVersion: number; content: CongressContent });
    if (path === '/api/content/versions') return json(answers.versions?.() ?? VERSIONS);
    if (path === '/api/content/draft' && method === 'PUT') {
      const sent = body as { baseVersion: number; content: CongressContent };
      if (answers.put) return answers.put(sent);
      draft = {
        baseVersion: sent.baseVersion,
        content: sent.content,
        updatedBy: 'Alex Orga',
        updatedAt: '2025-05-20T09:00:00Z',
      };
      return json(draft);
    }
    if (path === '/api/content/slides') return answers.slides?.() ?? json(SLIDES_PDF, 201);
    if (path === '/api/content/publish') return answers.publish?.() ?? json({ version: 3 }, 201);
    if (/^\/api\/content\/versions\/\d+\/restore$/.test(path)) return answers.restore?.() ?? json({ version: 3 }, 201);
    if (path === '/api/organisers') return json([{ id: 9, email: 'alex@exemple.fr', name: 'Alex Orga' }]);
    return json({ message: 'Introuvable' }, 404);
  });
  return { calls, mock, sent: (method: string) => calls.filter((call) => call.method === method) };
}

function renderPage(role: 'organiser' | 'attendee' | null = 'organiser') {
  if (role !== null) localStorage.setItem(TOKEN_KEY, fakeToken('Alex Orga', { sub: '9', role }));
  const router = createMemoryRouter(
    [
      { path: '/contenu', element: <Contenu /> },
      { path: '/login', element: <p>Page de connexion</p> },
    ],
    { initialEntries: ['/contenu'] },
  );
  renderWithQueries(<RouterProvider router={router} />);
}

/** Replaces a field's text as a paste would (typing each key re-renders the whole editor). */
async function replaceText(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.paste(text);
}

/** The card of the programme's slot at `position` (1 for the first). */
async function slotCard(position: number) {
  await screen.findByText('Ajouter une séance');
  const card = slotCards()[position - 1];
  if (card === undefined) throw new Error(`no slot ${position}`);
  return card;
}

/** The programme's cards (queried by class: roles with names are slow over the whole editor). */
const slotCards = () => [...document.querySelectorAll<HTMLElement>('li.slot-editor')];

/** The queries of the "Enregistrer et publier" panel only. */
const publishPanel = () => within(screen.getByText('Enregistrer et publier').closest('section')!);

/**
 * The field `#id`, checked to bear `label` as its accessible name. A query by label text over the
 * whole editor reads every label of several hundred fields: ten seconds and more in jsdom for one
 * query (decision 075); the label is asserted all the same.
 */
function fieldById(id: string, label: string): HTMLElement {
  const field = document.getElementById(id);
  if (field === null) throw new Error(`no field #${id}`);
  expect(field).toHaveAccessibleName(label);
  return field;
}

/** A button of the page by its text. */
const button = (text: string) => screen.getByText(text, { selector: 'button' });

const savedContent = (server: ReturnType<typeof fakeServer>) => {
  const puts = server.sent('PUT');
  return (puts[puts.length - 1]?.body as { content: CongressContent }).content;
};

describe('the content editor at /contenu', () => {
  it('invites a visitor who is not signed in to sign in, and asks the server nothing', () => {
    const server = fakeServer();
    renderPage(null);
    expect(screen.getByRole('heading', { level: 1, name: 'Contenu du site' })).toBeInTheDocument();
    expect(screen.getByText(/réservée aux organisateurs du congrès/)).toBeInTheDocument();
    expect(server.mock).not.toHaveBeenCalled();
  });

  it('shows an attendee the server’s French refusal', async () => {
    stubFetch(() => json({ message: 'Cette action est réservée aux organisateurs du congrès.' }, 403));
    renderPage('attendee');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Cette action est réservée aux organisateurs du congrès.',
    );
    expect(screen.queryByRole('button', { name: 'Réessayer' })).not.toBeInTheDocument();
  });

  it('says when the draft cannot be loaded, and loads it on "Réessayer"', async () => {
    let online = false;
    const draft: ContentDraft = { baseVersion: 1, content: contentSeed(), updatedBy: null, updatedAt: null };
    stubFetch((url) => {
      if (!online) return Promise.reject(new TypeError('Failed to fetch'));
      return json(url.endsWith('/versions') ? VERSIONS : draft);
    });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Impossible de charger le contenu : vérifiez la connexion puis réessayez.',
    );
    online = true;
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Programme' })).toBeInTheDocument();
  });

  it('edits a slot’s time and title and saves the draft on its base version', async () => {
    const server = fakeServer();
    renderPage();
    const card = await slotCard(9);
    const time = within(card).getByLabelText('Heure');
    expect(time).toHaveValue('10h45');
    await replaceText(time, '11h15');
    await replaceText(within(card).getByLabelText('Titre'), 'Intervention 3 : la vaccination');
    expect(screen.getByText(/^Modifications non enregistrées/)).toBeInTheDocument();
    await userEvent.click(button('Enregistrer le brouillon'));
    expect(await screen.findByText('Brouillon enregistré.')).toBeInTheDocument();
    const [put] = server.sent('PUT');
    expect((put?.body as { baseVersion: number }).baseVersion).toBe(2);
    expect(savedContent(server).programme[8]).toMatchObject({
      id: '09',
      time: '11h15',
      title: 'Intervention 3 : la vaccination',
    });
    expect(screen.getByText('Le brouillon est enregistré.')).toBeInTheDocument();
    expect(screen.getByText(/Dernier enregistrement par Alex Orga, le 20 mai 2025 à 11h\./)).toBeInTheDocument();
  });

  it('moves a slot down and up, the focus following it', async () => {
    const server = fakeServer();
    renderPage();
    const first = await slotCard(1);
    expect(within(first).getByRole('button', { name: /^Monter/ })).toBeDisabled();
    await userEvent.click(within(first).getByRole('button', { name: /^Descendre/ }));
    expect(within(await slotCard(2)).getByLabelText('Titre')).toHaveValue('Accueil et inscription');
    expect(document.activeElement).toHaveAccessibleName('Descendre : 8h, Accueil et inscription');
    expect(screen.getByText('« Accueil et inscription » est maintenant en position 2 sur 18.')).toBeInTheDocument();
    await userEvent.click(within(await slotCard(3)).getByRole('button', { name: /^Monter/ }));
    await userEvent.click(button('Enregistrer le brouillon'));
    await screen.findByText('Brouillon enregistré.');
    expect(
      savedContent(server)
        .programme.slice(0, 4)
        .map((slot) => slot.id),
    ).toEqual(['02', '03', '01', '04']);
  });

  it('adds a slot at the end with a new id, and focuses its time', async () => {
    const server = fakeServer();
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Ajouter une séance' }));
    const added = await slotCard(19);
    expect(within(added).getByLabelText('Heure')).toHaveFocus();
    await replaceText(within(added).getByLabelText('Titre'), 'Photo de groupe');
    await userEvent.click(button('Enregistrer le brouillon'));
    await screen.findByText('Brouillon enregistré.');
    const slot = savedContent(server).programme[18];
    expect(slot?.id).toMatch(/^s-[0-9a-z]{6}$/);
    expect(slot).toMatchObject({ title: 'Photo de groupe', cancelled: false });
  });

  it('cancels a slot (struck through, "Annulée") and restores it', async () => {
    const server = fakeServer();
    renderPage();
    const card = await slotCard(4);
    await userEvent.click(within(card).getByRole('button', { name: /^Annuler la séance/ }));
    expect(within(card).getByText('Annulée')).toBeInTheDocument();
    expect(card).toHaveClass('slot-editor--cancelled');
    await userEvent.click(button('Enregistrer le brouillon'));
    await screen.findByText('Brouillon enregistré.');
    expect(savedContent(server).programme[3]).toMatchObject({ id: '04', cancelled: true });
    await userEvent.click(within(card).getByRole('button', { name: /^Rétablir/ }));
    expect(within(card).queryByText('Annulée')).not.toBeInTheDocument();
  });

  it('deletes a slot only once the dialog confirms it', async () => {
    const server = fakeServer();
    renderPage();
    const card = await slotCard(2);
    await userEvent.click(within(card).getByRole('button', { name: /^Supprimer/ }));
    let dialog = screen.getByRole('alertdialog', { name: 'Supprimer cette séance ?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(slotCards()).toHaveLength(18);
    await userEvent.click(within(card).getByRole('button', { name: /^Supprimer/ }));
    dialog = screen.getByRole('alertdialog', { name: 'Supprimer cette séance ?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Supprimer la séance' }));
    expect(slotCards()).toHaveLength(17);
    await userEvent.click(button('Enregistrer le brouillon'));
    await screen.findByText('Brouillon enregistré.');
    expect(savedContent(server).programme.map((slot) => slot.id)).not.toContain('02');
  });

  it('shows each refused value beside its field, focuses the first, and keeps what was typed', async () => {
    fakeServer({
      put: () =>
        json(
          {
            message: CONTENT_INVALID,
            problems: [
              { path: '/programme/3/time', message: 'Écrivez l’heure comme 11h15.' },
              { path: '/quizzes/0/link', message: 'Le lien doit commencer par http:// ou https://.' },
              { path: '/partners/0/logo/src', message: 'Choisissez une image du site.' },
            ],
          },
          400,
        ),
    });
    renderPage();
    const time = within(await slotCard(4)).getByLabelText('Heure');
    await replaceText(time, '9 heures');
    await userEvent.click(button('Enregistrer le brouillon'));
    expect(await screen.findByText(CONTENT_INVALID)).toBeInTheDocument();
    expect(time).toHaveAttribute('aria-invalid', 'true');
    expect(time).toHaveAccessibleDescription(/Écrivez l’heure comme 11h15\./);
    expect(time).toHaveFocus();
    expect(time).toHaveValue('9 heures');
    const link = fieldById('contenu-quizzes-0-link', 'Lien du quiz');
    expect(link).toHaveAttribute('aria-invalid', 'true');
    expect(link).toHaveAccessibleDescription('Le lien doit commencer par http:// ou https://.');
    expect(screen.getByText('/partners/0/logo/src : Choisissez une image du site.')).toBeInTheDocument();
  });

  it('publishes with a note, saving the draft first', async () => {
    const server = fakeServer();
    renderPage();
    const time = within(await slotCard(9)).getByLabelText('Heure');
    await replaceText(time, '11h15');
    await userEvent.click(publishPanel().getByLabelText('Note publique (facultative)'));
    await userEvent.paste('Intervention 3 déplacée à 11h15');
    await userEvent.click(button('Publier'));
    expect(await screen.findByText('Version 3 publiée.')).toBeInTheDocument();
    expect(server.calls.filter((call) => call.method !== 'GET').map((call) => call.path)).toEqual([
      '/api/content/draft',
      '/api/content/publish',
    ]);
    expect(server.sent('POST')[0]?.body).toEqual({ baseVersion: 2, note: 'Intervention 3 déplacée à 11h15' });
    expect(publishPanel().getByLabelText('Note publique (facultative)')).toHaveValue('');
  });

  it('keeps the edits when a save is refused, and "Recharger le brouillon" re-applies them onto the newest version, listing what to check', async () => {
    const conflict = CONTENT_CONFLICT(3, 'Sam Orga');
    // Sam Orga published version 3 in between: the save on version 2 is refused (decision 101).
    const server = fakeServer({
      versions: () => [VERSION_3, ...VERSIONS],
      put: (sent) =>
        sent.baseVersion === 3
          ? json({ baseVersion: 3, content: sent.content, updatedBy: 'Alex Orga', updatedAt: '2025-05-20T09:40:00Z' })
          : json({ message: conflict }, 409),
      publish: () => json({ version: 4 }, 201),
      rebase: (sent) =>
        json({
          baseVersion: 3,
          content: sent.content,
          updatedBy: null,
          updatedAt: null,
          rebasedFrom: 2,
          conflicts: [
            { path: '/programme/1', label: 'Séance « Mot du président »' },
            { path: '/meals', label: 'Repas (dîner et déjeuner)' },
          ],
        }),
    });
    renderPage();
    const title = within(await slotCard(2)).getByLabelText('Titre');
    await replaceText(title, 'Mot du président');
    await userEvent.click(button('Publier'));
    expect(await screen.findByText(conflict)).toBeInTheDocument();
    expect(title).toHaveValue('Mot du président');
    expect(server.sent('POST')).toEqual([]);
    await userEvent.click(button('Recharger le brouillon'));
    expect(
      await screen.findByText(
        'Brouillon repris sur la version 3 : vos changements, faits sur la version 2, s’ajoutent à ce qui a été publié depuis. Les parties changées des deux côtés gardent vos changements : vérifiez-les avant de publier.',
      ),
    ).toBeInTheDocument();
    const toCheck = publishPanel().getByRole('list', {
      name: /^À vérifier avant de publier : changé aussi dans la version 3/,
    });
    expect(
      within(toCheck)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Séance « Mot du président »', 'Repas (dîner et déjeuner)']);
    expect(screen.queryByText(/remplacera/)).toBeNull();
    // What was typed is there, still unsaved, on the newest version.
    expect(server.sent('POST')[0]).toMatchObject({ path: '/api/content/draft/rebase', body: { baseVersion: 2 } });
    expect(within(await slotCard(2)).getByLabelText('Titre')).toHaveValue('Mot du président');
    expect(screen.getByText(/^Modifications non enregistrées/)).toBeInTheDocument();
    expect(screen.getByText(/à partir de la version 3\)/)).toBeInTheDocument();
    await userEvent.click(button('Publier'));
    expect(await screen.findByText('Version 4 publiée.')).toBeInTheDocument();
    expect(server.sent('PUT').map((call) => (call.body as { baseVersion: number }).baseVersion)).toEqual([2, 3]);
    expect(savedContent(server).programme[1]?.title).toBe('Mot du président');
    expect(server.sent('POST').at(-1)?.body).toEqual({ baseVersion: 3 });
  });

  it('takes a saved draft the server gives rebased as unsaved, so that "Publier" saves it on the newest version first', async () => {
    let rebased = false;
    const server = fakeServer({
      versions: () => [VERSION_3, ...VERSIONS],
      // The stored draft is on version 2: the publication is refused, the draft reads rebased.
      publish: () => (rebased ? json({ version: 4 }, 201) : json({ message: CONTENT_CONFLICT(3, 'Sam Orga') }, 409)),
      draft: () =>
        rebased
          ? {
              baseVersion: 3,
              content: contentSeed(),
              updatedBy: 'Sam Orga',
              updatedAt: '2025-05-20T09:00:00Z',
              rebasedFrom: 2,
              conflicts: [],
            }
          : { baseVersion: 2, content: contentSeed(), updatedBy: 'Sam Orga', updatedAt: '2025-05-20T09:00:00Z' },
    });
    renderPage();
    await slotCard(1);
    expect(screen.getByText('Le brouillon est enregistré.')).toBeInTheDocument();
    await userEvent.click(button('Publier'));
    await screen.findByText(CONTENT_CONFLICT(3, 'Sam Orga'));
    rebased = true;
    await userEvent.click(button('Recharger le brouillon'));
    expect(
      await screen.findByText(
        'Brouillon repris sur la version 3 : vos changements, faits sur la version 2, s’ajoutent à ce qui a été publié depuis. Relisez-le, puis publiez.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Modifications non enregistrées/)).toBeInTheDocument();
    await userEvent.click(button('Publier'));
    expect(await screen.findByText('Version 4 publiée.')).toBeInTheDocument();
    expect(server.sent('PUT').map((call) => (call.body as { baseVersion: number }).baseVersion)).toEqual([3]);
    expect(server.sent('POST').map((call) => call.body)).toEqual([{ baseVersion: 2 }, { baseVersion: 3 }]);
  });

  it('restores a version after the dialog confirms it', async () => {
    const server = fakeServer();
    renderPage();
    const older = await screen.findByRole('heading', { level: 3, name: 'Version 1' }, { timeout: 10_000 });
    expect(screen.getByText('« Intervention 3 : titre à venir » déplacée de 10h45 à 11h15')).toBeInTheDocument();
    expect(screen.getByText('Note : Intervention 3 déplacée à 11h15')).toBeInTheDocument();
    const entry = older.closest('li')!;
    await userEvent.click(within(entry).getByRole('button', { name: /^Revenir à cette version/ }));
    const dialog = screen.getByRole('alertdialog', { name: 'Revenir à la version 1 ?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revenir à cette version' }));
    expect(await screen.findByText('Version 3 publiée (retour à la version 1).')).toBeInTheDocument();
    // On the newest version the history showed (decision 101).
    expect(server.sent('POST')).toEqual([
      { method: 'POST', path: '/api/content/versions/1/restore', body: { baseVersion: 2 } },
    ]);
  });

  it('says who published first when a restore is refused, and offers to reload', async () => {
    const server = fakeServer({ restore: () => json({ message: CONTENT_CONFLICT(3, 'Sam Orga') }, 409) });
    renderPage();
    const older = await screen.findByRole('heading', { level: 3, name: 'Version 1' }, { timeout: 10_000 });
    await userEvent.click(within(older.closest('li')!).getByRole('button', { name: /^Revenir à cette version/ }));
    const dialog = screen.getByRole('alertdialog', { name: 'Revenir à la version 1 ?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revenir à cette version' }));
    expect(await screen.findByText(CONTENT_CONFLICT(3, 'Sam Orga'))).toBeInTheDocument();
    expect(button('Recharger le brouillon')).toBeInTheDocument();
    expect(server.sent('POST')[0]?.body).toEqual({ baseVersion: 2 });
  });

  it('keeps unsaved edits in the tab through a reload', async () => {
    fakeServer();
    renderPage();
    const title = within(await slotCard(1)).getByLabelText('Titre');
    await userEvent.click(title);
    await userEvent.paste(' (hall B)');
    cleanup();
    renderPage();
    expect(within(await slotCard(1)).getByLabelText('Titre')).toHaveValue('Accueil et inscription (hall B)');
    expect(screen.getByText(/^Modifications non enregistrées/)).toBeInTheDocument();
  });

  it('edits a quiz’s opening in Bordeaux time and saves it in UTC', async () => {
    const server = fakeServer();
    renderPage();
    await screen.findByText('Ajouter une séance');
    const date = fieldById('contenu-quizzes-0-opensAt', 'Date');
    const time = fieldById('contenu-quizzes-0-opensAt-heure', 'Heure');
    await replaceText(date, '2025-05-23');
    await replaceText(time, '08:00');
    await userEvent.click(button('Enregistrer le brouillon'));
    await waitFor(() => expect(server.sent('PUT')).toHaveLength(1));
    expect(savedContent(server).quizzes[0]?.opensAt).toBe('2025-05-23T06:00:00Z');
  });

  it('attaches a slot’s PDF, says each refusal, saves it with a link, and removes both', async () => {
    let answer = () => json({ message: 'Ce PDF dépasse 50 Mo : réduisez-le.' }, 413);
    const server = fakeServer({ slides: () => answer() });
    renderPage();
    const card = within(await slotCard(6));
    const input = card.getByLabelText('Joindre les diapositives (PDF)');
    const pdf = new File(['%PDF-1.7\n…'], 'Labo 2025.pdf', { type: 'application/pdf' });

    // Not a PDF by its first bytes: said at once, nothing sent.
    await userEvent.upload(input, new File(['<!doctype html>'], 'diapos.pdf', { type: 'application/pdf' }));
    expect(await card.findByRole('alert')).toHaveTextContent(SLIDES_MESSAGES.notPdf);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(server.calls.filter((call) => call.path === '/api/content/slides')).toHaveLength(0);

    // The server's refusal, in its words.
    await userEvent.upload(input, pdf);
    expect(await card.findByRole('alert')).toHaveTextContent('Ce PDF dépasse 50 Mo : réduisez-le.');

    answer = () => json(SLIDES_PDF, 201);
    await userEvent.upload(input, pdf);
    expect(await card.findByRole('status')).toHaveTextContent(
      '« Labo 2025.pdf » est joint à la séance : il sera visible après la publication du brouillon.',
    );
    expect(card.queryByRole('alert')).not.toBeInTheDocument();
    expect(card.getByText('Labo 2025.pdf', { selector: 'a' })).toHaveAttribute('href', SLIDES_PDF.src);
    expect(card.getByLabelText('Remplacer le PDF')).toBeInTheDocument();

    await userEvent.click(card.getByLabelText('Lien vers la présentation en ligne'));
    await userEvent.paste('https://example.org/labo');
    await userEvent.click(button('Enregistrer le brouillon'));
    await waitFor(() => expect(server.sent('PUT')).toHaveLength(1));
    expect(savedContent(server).programme[5]?.slides).toEqual({ pdf: SLIDES_PDF, link: 'https://example.org/labo' });

    // Removed, the slot is as in the seed again.
    await userEvent.click(card.getByRole('button', { name: /^Retirer le PDF/ }));
    await userEvent.click(card.getByRole('button', { name: 'Retirer le lien' }));
    await userEvent.click(button('Enregistrer le brouillon'));
    await waitFor(() => expect(server.sent('PUT')).toHaveLength(2));
    expect(savedContent(server).programme[5]).not.toHaveProperty('slides');
  });
});

describe('the places, transport lists and legal pages in the editor', () => {
  /** A field by its JSON pointer's id (label queries over the whole editor are slow in jsdom). */
  const field = async (id: string) => {
    await screen.findByText('Ajouter une séance');
    const found = document.getElementById(id);
    if (found === null) throw new Error(`no field ${id}`);
    return found;
  };
  /** The "Retirer" button of a list item, by the id of its field. */
  const removeButton = async (id: string) =>
    (await field(id)).closest('.content-editor__text-list-item')!.querySelector<HTMLElement>(':scope > button')!;

  it('saves a map point typed with a comma as a number, and a departure’s new name', async () => {
    const server = fakeServer();
    renderPage();
    const latitude = await field('contenu-event-venue-point-lat');
    expect(latitude).toHaveAccessibleName('Latitude (lieu du congrès)');
    await replaceText(latitude, '44,8301');
    expect(latitude).toHaveValue('44,8301');
    await replaceText(await field('contenu-itineraries-directionsFrom-0-label'), 'Gare Saint-Jean, sortie Belcier');
    await userEvent.click(button('Enregistrer le brouillon'));
    await waitFor(() => expect(server.sent('PUT')).toHaveLength(1));
    const saved = savedContent(server);
    expect(saved.event.venue.point.lat).toBe(44.8301);
    expect(saved.itineraries.directionsFrom[0]?.label).toBe('Gare Saint-Jean, sortie Belcier');
  });

  it('shows the server’s refusal of a coordinate under its field, focused, with what was typed', async () => {
    fakeServer({
      put: () =>
        json(
          {
            message: CONTENT_INVALID,
            problems: [
              { path: '/meals/dinner/place/point/lon', message: 'Écrivez un nombre, comme 44,8268 ou -0.6037.' },
            ],
          },
          400,
        ),
    });
    renderPage();
    const longitude = await field('contenu-meals-dinner-place-point-lon');
    await replaceText(longitude, 'ouest');
    await userEvent.click(button('Enregistrer le brouillon'));
    await waitFor(() => expect(longitude).toHaveAttribute('aria-invalid', 'true'));
    expect(longitude).toHaveAccessibleDescription(/Écrivez un nombre, comme 44,8268 ou -0\.6037\./);
    expect(longitude).toHaveFocus();
    expect(longitude).toHaveValue('ouest');
  });

  it('edits, adds and removes a legal paragraph, a bus line and a train time', async () => {
    const server = fakeServer();
    renderPage();
    const seed = contentSeed();
    await field('contenu-event-title');
    expect(document.getElementById('contenu-legal-notice-0-paragraphs-0')).toBeNull();
    await userEvent.click(button('Modifier : Mentions légales'));
    const paragraph = await field('contenu-legal-notice-0-paragraphs-0');
    await replaceText(paragraph, 'Association Santé Bordeaux, loi 1901.');
    await userEvent.click(await removeButton('contenu-legal-notice-0-paragraphs-1'));
    await userEvent.click(button('Ajouter une ligne de bus'));
    const newLine = seed.itineraries.busLines.length;
    await replaceText(await field(`contenu-itineraries-busLines-${newLine}-line`), '9');
    await replaceText(await field(`contenu-itineraries-busLines-${newLine}-stop`), 'Hôpital');
    await userEvent.click(await removeButton('contenu-itineraries-train-departures-0'));
    await userEvent.click(button('Enregistrer le brouillon'));
    await waitFor(() => expect(server.sent('PUT')).toHaveLength(1));
    const saved = savedContent(server);
    expect(saved.legal.notice[0]?.paragraphs).toEqual([
      'Association Santé Bordeaux, loi 1901.',
      ...(seed.legal.notice[0]?.paragraphs.slice(2) ?? []),
    ]);
    expect(saved.itineraries.busLines.at(-1)).toEqual({ line: '9', stop: 'Hôpital' });
    expect(saved.itineraries.train.departures).toEqual(seed.itineraries.train.departures.slice(1));
    expect(screen.queryByText(/les points de la carte/)).toBeNull();
  });
});

describe('the training action in the editor', () => {
  /** The "Formation (émargement)" section's queries: label queries stay within its few fields. */
  const trainingSection = async () => {
    const heading = await screen.findByText('Formation (émargement)', { selector: 'h2' });
    return within(heading.closest('section')!);
  };
  /** The card of half-day `n` (from 1). */
  const halfDay = async (n: number) => {
    const section = await trainingSection();
    return within(section.getByRole('heading', { level: 3, name: new RegExp(`^Demi-journée ${n}`) }).closest('li')!);
  };

  it('edits the title, a half-day’s trainer, times and slots, and saves them in the draft', async () => {
    const server = fakeServer();
    renderPage();
    const section = await trainingSection();
    await replaceText(section.getByLabelText('Intitulé de l’action de formation'), 'Vaccination en pratique');
    const afternoon = await halfDay(2);
    expect(afternoon.getByLabelText('Nom de la demi-journée')).toHaveValue('Après-midi');
    await replaceText(afternoon.getByLabelText('Formateur ou formatrice'), 'Dr Claire Martin');
    await replaceText(afternoon.getByLabelText('Début'), '14h');
    await replaceText(afternoon.getByLabelText('Fin'), '17h15');
    const slots = within(afternoon.getByRole('group', { name: 'Séances de la demi-journée' }));
    const seventeenth = slots.getAllByRole('checkbox')[16]!;
    expect(seventeenth).toBeChecked();
    await userEvent.click(seventeenth);
    // Slot 14 (the lunch) joins the afternoon, in the programme's order.
    await userEvent.click(slots.getAllByRole('checkbox')[13]!);
    await userEvent.click(button('Enregistrer le brouillon'));
    await waitFor(() => expect(server.sent('PUT')).toHaveLength(1));
    const training = savedContent(server).training!;
    expect(training.title).toBe('Vaccination en pratique');
    expect(training.halfDays[1]).toEqual({
      id: 'apres-midi',
      label: 'Après-midi',
      startsAt: '14h',
      endsAt: '17h15',
      slotIds: ['14', '15', '16', '18'],
      trainer: 'Dr Claire Martin',
    });
    expect(training.halfDays[0]).toEqual(contentSeed().training!.halfDays[0]);
  });

  it('starts a draft without training from the seed’s, which the save writes into the draft', async () => {
    const older = contentSeed();
    delete older.training;
    const server = fakeServer({ content: older });
    renderPage();
    const morning = await halfDay(1);
    expect(morning.getByLabelText('Début')).toHaveValue('8h');
    expect(morning.getByLabelText('Fin')).toHaveValue('13h');
    expect(morning.getByLabelText('Formateur ou formatrice')).toHaveValue(contentSeed().training!.halfDays[0]!.trainer);
    await replaceText(morning.getByLabelText('Formateur ou formatrice'), 'Dr Paul Durand');
    await userEvent.click(button('Enregistrer le brouillon'));
    await waitFor(() => expect(server.sent('PUT')).toHaveLength(1));
    const training = savedContent(server).training!;
    expect(training.title).toBe(contentSeed().training!.title);
    expect(training.halfDays.map((entry) => entry.id)).toEqual(['matin', 'apres-midi']);
    expect(training.halfDays[0]?.trainer).toBe('Dr Paul Durand');
  });

  it('shows the server’s refusal of a half-day’s end time and of its slots under their fields', async () => {
    fakeServer({
      put: () =>
        json(
          {
            message: CONTENT_INVALID,
            problems: [
              { path: '/training/halfDays/0/endsAt', message: 'Écrivez l’heure comme 11h15.' },
              { path: '/training/halfDays/1/slotIds/0', message: 'Cette valeur n’a pas la bonne forme.' },
            ],
          },
          400,
        ),
    });
    renderPage();
    const end = (await halfDay(1)).getByLabelText('Fin');
    await replaceText(end, 'midi');
    await userEvent.click(button('Enregistrer le brouillon'));
    await waitFor(() => expect(end).toHaveAttribute('aria-invalid', 'true'));
    expect(end).toHaveAccessibleDescription(/Écrivez l’heure comme 11h15\./);
    expect(end).toHaveValue('midi');
    const slots = (await halfDay(2)).getByRole('group', { name: 'Séances de la demi-journée' });
    expect(within(slots).getByText('Cette valeur n’a pas la bonne forme.')).toBeInTheDocument();
    expect(within(slots).getAllByRole('checkbox')[0]).toHaveAccessibleDescription(
      'Cette valeur n’a pas la bonne forme.',
    );
    expect(screen.queryByText(/^\/training\//)).toBeNull();
  });
});
