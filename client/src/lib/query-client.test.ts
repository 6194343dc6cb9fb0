import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeToken } from '../test/fake-token';
import { json, stubFetch } from '../test/stub-network';
import { callApi, serverMessageOr } from './api-result';
import { ApiError, createQueryClient, dataOf } from './query-client';
import { onSessionRefused } from './refused-session';
import { TOKEN_KEY } from './session';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const account = {
  id: 1,
  email: 'camille@exemple.fr',
  username: 'Camille Martin',
  role: 'attendee',
  photoCount: 0,
  createdAt: '2025-05-01T08:00:00.000Z',
};

/** GET /api/account read through the app's query client, its answers given by `answers` in turn. */
function readAccount(answers: (() => Response)[]) {
  const token = fakeToken();
  localStorage.setItem(TOKEN_KEY, token);
  const fetch = stubFetch(() => {
    const answer = answers.shift();
    if (!answer) throw new TypeError('Failed to fetch');
    return answer();
  });
  const client = createQueryClient();
  const getAccount = () => callApi('/account', { token }, 'AccountBody', serverMessageOr('Compte illisible.'));
  const read = client.fetchQuery({ queryKey: ['account'], queryFn: () => dataOf(getAccount()) });
  read.catch(() => undefined);
  return { fetch, read };
}

describe('the app’s query client', () => {
  it('asks again by itself, with backoff, after no answer and after a server failure', async () => {
    vi.useFakeTimers();
    const { fetch, read } = readAccount([
      () => {
        throw new TypeError('Failed to fetch');
      },
      () => json({ message: 'Erreur serveur.' }, 503),
      () => json(account),
    ]);
    await vi.advanceTimersByTimeAsync(60_000);
    await expect(read).resolves.toEqual(account);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('signs out on a 401 in one place, and never asks again', async () => {
    vi.useFakeTimers();
    const refused = vi.fn();
    const stop = onSessionRefused(refused);
    const { fetch, read } = readAccount([() => json({ message: 'Vous devez être connecté.' }, 401)]);
    await vi.advanceTimersByTimeAsync(60_000);
    stop();
    const error = await read.catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: 'Vous devez être connecté.' });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(refused).toHaveBeenCalledTimes(1);
  });
});
