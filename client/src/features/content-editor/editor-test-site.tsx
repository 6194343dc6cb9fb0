// Test support (not used by the app): /contenu against a stand-in of the content routes, as the
// server answers them, for the editor's component tests.
import {
  publicContent,
  type ContentDraft,
  type ContentVersionList,
  type CongressContent,
  type PublishedContent,
} from '@congres/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import Contenu from '../../app/routes/contenu';
import { contentSeed } from '../../content/seed';
import { TOKEN_KEY } from '../../lib/session';
import { stubEventSource } from '../../test/fake-event-source';
import { fakeToken } from '../../test/fake-token';
import { renderWithQueries } from '../../test/render-with-queries';
import { json, stubFetch } from '../../test/stub-network';

/** Each test on a tab of its own: no stream, no token, no kept edits, the network stubbed afresh. */
export function freshTabEachTest(): void {
  beforeEach(() => {
    stubEventSource();
  });
  afterEach(() => {
    cleanup();
    localStorage.clear();
    sessionStorage.clear();
    vi.unstubAllGlobals();
  });
}

export const VERSIONS: ContentVersionList = [
  {
    version: 2,
    publishedAt: '2025-05-20T08:15:00Z',
    note: 'Intervention 3 déplacée à 11h15',
    restoredFrom: null,
    changes: [{ slotId: '09', kind: 'moved', title: 'Intervention 3 : titre à venir', from: '10h45', to: '11h15' }],
  },
  { version: 1, publishedAt: '2025-05-01T10:00:00Z', note: null, restoredFrom: null, changes: [] },
];

/** What POST /api/content/slides answers for a stored PDF (decision 084). */
export const SLIDES_PDF = { src: `/uploads/slides/${'a'.repeat(32)}.pdf`, name: 'Labo 2025.pdf', bytes: 2_516_582 };

interface Call {
  method: string;
  path: string;
  body: unknown;
}

type Sent = { baseVersion: number; content: CongressContent };

/**
 * The content routes as the server answers them, with the answers a test overrides: the saved
 * draft, the published version (version 2, the seed's content unless `published`), the versions,
 * and each call seen (method, path, JSON body).
 */
export function fakeServer(
  answers: {
    put?: (body: Sent) => Response;
    publish?: () => Response;
    /** GET /api/content/draft, instead of the draft last saved. */
    draft?: () => ContentDraft;
    rebase?: (body: Sent) => Response;
    restore?: () => Response;
    versions?: () => ContentVersionList;
    slides?: () => Response;
    /** The draft's content at the start (the seed's by default). */
    content?: CongressContent;
    /** The published version's content (the seed's by default). */
    published?: CongressContent;
  } = {},
) {
  const calls: Call[] = [];
  let draft: ContentDraft = {
    baseVersion: 2,
    content: answers.content ?? contentSeed(),
    updatedBy: null,
    updatedAt: null,
  };
  const published: PublishedContent = {
    version: 2,
    publishedAt: '2025-05-20T08:15:00Z',
    content: publicContent(answers.published ?? contentSeed()),
  };
  const mock = stubFetch((url, init) => {
    const path = new URL(url, 'http://site').pathname;
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, body });
    if (path === '/api/content') return json(published);
    if (path === '/api/content/draft' && method === 'GET') return json(answers.draft?.() ?? draft);
    if (path === '/api/content/draft/rebase' && answers.rebase) return answers.rebase(body as Sent);
    if (path === '/api/content/versions') return json(answers.versions?.() ?? VERSIONS);
    if (path === '/api/content/draft' && method === 'PUT') {
      const sent = body as Sent;
      if (answers.put) return answers.put(sent);
      draft = { ...sent, updatedBy: 'Alex Orga', updatedAt: '2025-05-20T09:00:00Z' };
      return json(draft);
    }
    if (path === '/api/content/slides') return answers.slides?.() ?? json(SLIDES_PDF, 201);
    if (path === '/api/content/publish') return answers.publish?.() ?? json({ version: 3 }, 201);
    if (/^\/api\/content\/versions\/\d+\/restore$/.test(path)) return answers.restore?.() ?? json({ version: 3 }, 201);
    if (path === '/api/organisers') return json([{ id: 9, email: 'alex@exemple.fr', name: 'Alex Orga' }]);
    return json({ message: 'Introuvable' }, 404);
  });
  const sent = (method: string) => calls.filter((call) => call.method === method);
  /** The content of the last PUT. */
  const saved = () => (sent('PUT').at(-1)?.body as Sent).content;
  return { calls, mock, sent, saved };
}

/** /contenu (or one of its pages), signed in as `role`; the router, to read where the page is. */
export function renderEditor(role: 'organiser' | 'attendee' | null = 'organiser', path = '/contenu') {
  if (role !== null) localStorage.setItem(TOKEN_KEY, fakeToken('Alex Orga', { sub: '9', role }));
  const router = createMemoryRouter(
    [
      { path: '/contenu/*', element: <Contenu /> },
      { path: '/login', element: <p>Page de connexion</p> },
    ],
    { initialEntries: [path] },
  );
  renderWithQueries(<RouterProvider router={router} />);
  return router;
}

/** Replaces a field's text as a paste would (typing each key re-renders the editor). */
export async function replaceText(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  if (text !== '') await userEvent.paste(text);
}

/** The programme's rows on /contenu, as their links' accessible names. */
export async function rowNames(): Promise<string[]> {
  await screen.findByRole('button', { name: 'Ajouter une séance' });
  return [...document.querySelectorAll<HTMLElement>('.slot-list__row')].map(
    (row) => row.getAttribute('aria-label') ?? '',
  );
}

/** Opens the slot whose row starts with `start` ("10h45 Intervention 3") from the list; its page's queries. */
export async function openSlot(start: string) {
  await screen.findByRole('button', { name: 'Ajouter une séance' });
  const row = [...document.querySelectorAll<HTMLElement>('.slot-list__row')].find((link) =>
    link.getAttribute('aria-label')?.startsWith(start),
  );
  if (row === undefined) throw new Error(`no row ${start}`);
  await userEvent.click(row);
  return within(await screen.findByRole('region', { name: new RegExp(`·`) }));
}

/** The bar at the bottom of every page of the editor. */
export const bar = () => within(screen.getByRole('region', { name: 'Enregistrer et publier' }));

/** "Publier" in the bar, then in its confirmation (with a note when given): the dialog's queries before confirming. */
export async function publish(note?: string) {
  await userEvent.click(bar().getByRole('button', { name: 'Publier' }));
  const dialog = within(screen.getByRole('alertdialog', { name: 'Publier le brouillon ?' }));
  if (note !== undefined) {
    await userEvent.click(dialog.getByLabelText('Note publique (facultative)'));
    await userEvent.paste(note);
  }
  const text = screen.getByRole('alertdialog').textContent;
  await userEvent.click(dialog.getByRole('button', { name: 'Publier' }));
  return text;
}

/** "Enregistrer le brouillon" in the bar, and its success awaited. */
export async function save() {
  await userEvent.click(bar().getByRole('button', { name: 'Enregistrer le brouillon' }));
}

/** Checks that `field` bears `label` as its accessible name, and returns it. */
export function named(field: HTMLElement | null, label: string): HTMLElement {
  if (field === null) throw new Error(`no field ${label}`);
  expect(field).toHaveAccessibleName(label);
  return field;
}
