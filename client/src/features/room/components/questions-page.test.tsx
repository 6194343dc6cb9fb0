import type { Poll, Question } from '@congres/contracts/room';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeToken } from '../../../lib/session';
import { sendLiveEvent, stubEventSource, TestEventSource } from '../../../test/fake-event-source';
import { fakeToken } from '../../../test/fake-token';
import { json, stubFetch } from '../../../test/stub-network';
import { QuestionsPage } from './questions-page';
import { aPoll, aQuestion } from '../test-fixtures';

beforeEach(() => {
  stubEventSource();
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** The page at /questions?seance=05, the API answering from `questions` and `polls`. */
function renderPage(
  questions: Question[],
  polls: Poll[] = [],
  onWrite?: (url: string, init?: RequestInit) => Response,
) {
  const calls: { url: string; method: string }[] = [];
  stubFetch((url, init) => {
    calls.push({ url, method: init?.method ?? 'GET' });
    if ((init?.method ?? 'GET') !== 'GET' && onWrite) return onWrite(url, init);
    if (url.includes('/api/questions?slot=05')) return json(questions);
    if (url.includes('/api/polls?slot=05')) return json(polls);
    return json({ message: 'inattendu' }, 404);
  });
  render(
    <MemoryRouter initialEntries={['/questions?seance=05']}>
      <QuestionsPage />
    </MemoryRouter>,
  );
  return calls;
}
const items = () =>
  screen.queryAllByRole('listitem').map((item) => item.querySelector('.room-question__text')?.textContent);

/** The page opened without a network: every call fails until `back()`, then one question and no poll. */
function openedOffline() {
  let online = false;
  stubFetch((url) => {
    if (!online) return Promise.reject(new TypeError('Failed to fetch'));
    if (url.includes('/api/questions?slot=05')) return json([aQuestion(1, 2)]);
    if (url.includes('/api/polls?slot=05')) return json([]);
    return json({ message: 'inattendu' }, 404);
  });
  render(
    <MemoryRouter initialEntries={['/questions?seance=05']}>
      <QuestionsPage />
    </MemoryRouter>,
  );
  return {
    back: () => {
      online = true;
    },
  };
}

describe('/questions', () => {
  it('offline at the first read: says the questions will come, and reads them when the network is back', async () => {
    const network = openedOffline();
    expect(await screen.findByText('Les questions s’afficheront ici dès que la connexion reviendra.')).toBeVisible();
    // Not "none yet": nothing is known of them.
    expect(screen.getByRole('heading', { name: 'Questions' })).toBeInTheDocument();
    expect(screen.queryByText(/Aucune question pour le moment/)).toBeNull();
    network.back();
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(items()).toEqual(['Question numéro 1']));
    expect(screen.getByRole('heading', { name: 'Questions (1)' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('reads again on its own after a failed read, when the network is back without saying so', async () => {
    const network = openedOffline();
    expect(await screen.findByText('Les questions s’afficheront ici dès que la connexion reviendra.')).toBeVisible();
    // No `online` event (a phone joining the wifi may send it too early, or not at all): the
    // next read, two seconds after the failure, finds the network.
    network.back();
    await waitFor(() => expect(items()).toEqual(['Question numéro 1']), { timeout: 5_000 });
  });

  it('lists the session’s questions most voted first, and moves them with the live counts of the newest tally', async () => {
    renderPage([aQuestion(2, 3), aQuestion(1, 1)]);
    await waitFor(() => expect(items()).toEqual(['Question numéro 2', 'Question numéro 1']));
    expect(screen.getByRole('combobox', { name: 'Séance' })).toHaveValue('05');
    await waitFor(() => expect(TestEventSource.opened).toHaveLength(1));
    sendLiveEvent('question-votes', { id: 1, slotId: '05', votes: 5, tally: 6 });
    await waitFor(() => expect(items()).toEqual(['Question numéro 1', 'Question numéro 2']));
    // An older count from another instance, arriving late, changes nothing.
    sendLiveEvent('question-votes', { id: 1, slotId: '05', votes: 2, tally: 4 });
    // Another session's events neither.
    sendLiveEvent('question-changed', aQuestion(9, 50, { slotId: '06' }));
    sendLiveEvent('question-changed', aQuestion(3, 0, { text: 'Nouvelle question' }));
    await waitFor(() => expect(items()).toEqual(['Question numéro 1', 'Question numéro 2', 'Nouvelle question']));
    sendLiveEvent('question-removed', { id: 2, slotId: '05' });
    await waitFor(() => expect(items()).toEqual(['Question numéro 1', 'Nouvelle question']));
    // Not signed in: no vote button, an invitation to sign in.
    expect(screen.queryByRole('button', { name: /voter pour/ })).toBeNull();
    expect(screen.getByText(/Connectez-vous pour poser une question ou voter/)).toBeInTheDocument();
  });

  it('votes and takes the vote back with one button (aria-pressed), the count the server’s', async () => {
    storeToken(fakeToken('Dominique Petit'));
    const user = userEvent.setup();
    const calls = renderPage([aQuestion(1, 1, { mine: false, voted: false })], [], (url, init) =>
      json({ votes: init?.method === 'PUT' ? 2 : 1 }),
    );
    const vote = await screen.findByRole('button', { name: /voter pour : Question numéro 1/ });
    expect(vote).toHaveAttribute('aria-pressed', 'false');
    await user.click(vote);
    await waitFor(() => expect(vote).toHaveAttribute('aria-pressed', 'true'));
    expect(vote).toHaveTextContent('2');
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.url)).toEqual([
      expect.stringMatching(/\/api\/questions\/1\/vote$/),
    ]);
    await user.click(vote);
    await waitFor(() => expect(vote).toHaveAttribute('aria-pressed', 'false'));
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  it('shows one’s own waiting question as waiting, without a vote button, and refuses HTML before sending', async () => {
    storeToken(fakeToken('Camille Martin'));
    const user = userEvent.setup();
    const calls = renderPage([aQuestion(4, 0, { state: 'pending', mine: true, voted: false })]);
    const own = await screen.findByText('Question numéro 4');
    const item = own.closest('li') as HTMLElement;
    expect(within(item).getByText('En attente de validation par les organisateurs')).toBeInTheDocument();
    expect(within(item).queryByRole('button')).toBeNull();
    await user.type(screen.getByLabelText('Votre question'), '<b>gras</b>');
    await user.click(screen.getByRole('button', { name: 'Envoyer la question' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('code HTML');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('lets an organiser pin and hide, and run a poll', async () => {
    storeToken(fakeToken('Org Anisatrice', { role: 'organiser' }));
    const user = userEvent.setup();
    const poll = aPoll({ id: 3, state: 'draft' });
    const calls = renderPage([aQuestion(1, 0)], [poll], () => json({ ok: true }));
    await user.click(await screen.findByRole('button', { name: 'Épingler : Question numéro 1' }));
    expect(await screen.findByText('Question épinglée : l’écran de la salle l’affiche en grand.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ouvrir le sondage : Oui ou non ?' }));
    expect(await screen.findByText('Sondage ouvert : la salle peut voter.')).toBeInTheDocument();
    const writes = calls
      .filter((call) => call.method !== 'GET' && !call.url.includes('/api/events'))
      .map((call) => `${call.method} ${call.url.replace(/^.*?\/api\//, '/api/')}`);
    expect(writes).toEqual(['PATCH /api/questions/1', 'POST /api/polls/3/open']);
    expect(screen.getByRole('link', { name: 'Ouvrir l’écran de la salle' })).toHaveAttribute(
      'href',
      '/questions/ecran?seance=05',
    );
  });
});
