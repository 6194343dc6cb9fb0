import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../test/stub-network';
import { callApi, serverMessageOr } from './api-result';
import { TOKEN_KEY } from './session';
import { useSessionExpired } from './use-session-expired';
import { LEAVING, useSubmit, type SubmitOptions } from './use-submit';

afterEach(() => {
  vi.unstubAllGlobals();
});

const SAVED = 'Enregistré.';

/** A form as the site writes one: a real call through callApi, with `token`. */
function NoteForm({
  token = null,
  options,
}: {
  token?: string | null;
  options?: Partial<SubmitOptions<{ version: number }>>;
}) {
  const [note, setNote] = useState('');
  const expired = useSessionExpired();
  const form = useSubmit(
    // Any answer of the contracts will do: the note's version.
    () =>
      callApi(
        '/notes',
        { json: { note }, token },
        'PublishReply',
        serverMessageOr('La note n’a pas pu être enregistrée.'),
      ),
    { onSuccess: () => SAVED, ...options },
  );
  return (
    <form aria-label="Note" onSubmit={(event) => void form.submit(event)} aria-busy={form.pending}>
      <label htmlFor="note">Texte</label>
      <input id="note" value={note} onChange={(event) => setNote(event.target.value)} />
      {form.error !== null ? <p role="alert">{form.error}</p> : null}
      {form.success !== null ? <p role="status">{form.success}</p> : null}
      {expired ? <p>Session expirée</p> : null}
      {/* Never disabled: the guard itself must hold a second submission back. */}
      <button type="submit">{form.pending ? 'Envoi…' : 'Envoyer'}</button>
      <p>{form.locked ? 'Verrou : fermé' : 'Verrou : ouvert'}</p>
    </form>
  );
}

/** A server whose answers the test hands out one by one; every call is counted. */
function heldServer() {
  const answers: ((response: Response) => void)[] = [];
  const fetch = stubFetch(() => new Promise<Response>((resolve) => answers.push(resolve)));
  return { fetch, answer: (response: Response) => answers.shift()?.(response) };
}

async function typeAndSend(text = 'bonjour') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Texte'), text);
  await user.click(screen.getByRole('button', { name: 'Envoyer' }));
  return user;
}

describe('useSubmit', () => {
  it('is pending while the call runs, then shows the success message and frees the form', async () => {
    const { fetch, answer } = heldServer();
    render(<NoteForm />);
    await typeAndSend();
    expect(screen.getByRole('button', { name: 'Envoi…' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Note' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Verrou : fermé')).toBeInTheDocument();
    expect(JSON.parse(fetch.mock.calls[0]![1]!.body as string)).toEqual({ note: 'bonjour' });

    answer(json({ version: 1 }, 201));
    expect(await screen.findByRole('status')).toHaveTextContent(SAVED);
    expect(screen.getByRole('button', { name: 'Envoyer' })).toBeInTheDocument();
    expect(screen.getByText('Verrou : ouvert')).toBeInTheDocument();
  });

  it('sends nothing for a second submission while the first is pending', async () => {
    const { fetch, answer } = heldServer();
    render(<NoteForm />);
    const user = await typeAndSend();
    await user.click(screen.getByRole('button', { name: 'Envoi…' }));
    await user.keyboard('{Enter}');
    expect(fetch).toHaveBeenCalledTimes(1);

    answer(json({ version: 1 }, 201));
    expect(await screen.findByRole('status')).toHaveTextContent(SAVED);
    // Once the answer is in, the form sends again.
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('shows the failure’s message, clears it on the next submission, and lets the visitor try again', async () => {
    const { fetch, answer } = heldServer();
    render(<NoteForm />);
    const user = await typeAndSend();
    answer(json({ message: 'La note est trop longue.' }, 400));
    expect(await screen.findByRole('alert')).toHaveTextContent('La note est trop longue.');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    answer(json({ version: 2 }, 201));
    expect(await screen.findByRole('status')).toHaveTextContent(SAVED);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('refuses without calling when `check` finds a problem', async () => {
    const { fetch } = heldServer();
    render(<NoteForm options={{ check: () => 'Écrivez une note.' }} />);
    await typeAndSend();
    expect(screen.getByRole('alert')).toHaveTextContent('Écrivez une note.');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('stays locked after the success of a `once` form (a redirect is on its way)', async () => {
    const { fetch, answer } = heldServer();
    render(<NoteForm options={{ once: true }} />);
    const user = await typeAndSend();
    answer(json({ version: 1 }, 201));
    expect(await screen.findByRole('status')).toHaveTextContent(SAVED);
    expect(screen.getByText('Verrou : fermé')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('stays busy and locked when the success leaves the page', async () => {
    const { fetch, answer } = heldServer();
    const left = vi.fn(() => LEAVING);
    render(<NoteForm options={{ onSuccess: left }} />);
    const user = await typeAndSend();
    answer(json({ version: 1 }, 201));
    await vi.waitFor(() => expect(left).toHaveBeenCalledWith({ version: 1 }));
    await user.click(screen.getByRole('button', { name: 'Envoi…' }));
    expect(screen.getByText('Verrou : fermé')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('a 401 signs out: the token is forgotten, the page learns it, the message is shown', async () => {
    localStorage.setItem(TOKEN_KEY, 'a.b.c');
    const { fetch, answer } = heldServer();
    render(<NoteForm token="a.b.c" />);
    await typeAndSend();
    expect(new Headers(fetch.mock.calls[0]![1]!.headers).get('authorization')).toBe('Bearer a.b.c');
    answer(json({ message: 'Vous devez être connecté.' }, 401));
    expect(await screen.findByRole('alert')).toHaveTextContent('Vous devez être connecté.');
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(screen.getByText('Session expirée')).toBeInTheDocument();
  });

  it.each([
    ['a call without a token (a wrong password at login)', null],
    ['a token older than the one stored since (a login in another tab)', 'old.to.ken'],
  ])('a 401 to %s signs nobody out', async (_case, sent) => {
    localStorage.setItem(TOKEN_KEY, 'new.to.ken');
    const { answer } = heldServer();
    render(<NoteForm token={sent} />);
    await typeAndSend();
    answer(json({ message: 'Refusé.' }, 401));
    expect(await screen.findByRole('alert')).toHaveTextContent('Refusé.');
    expect(localStorage.getItem(TOKEN_KEY)).toBe('new.to.ken');
    expect(screen.queryByText('Session expirée')).not.toBeInTheDocument();
  });
});
