import { apiFetch, apiUrl } from './api-client';

/** What a form post with progress gives back: the status and the parsed JSON body, if any. */
export interface ProgressAnswer {
  status: number;
  body: unknown;
}

/** More for one post: headers of its own (an idempotency key), and a way to give it up. */
export interface PostOptions {
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/**
 * POSTs a form to the API (photos, an organiser's slides) and reports the bytes sent as they go
 * (fetch cannot tell an upload's progress; XMLHttpRequest can). Resolves with the answer whatever its status; rejects only
 * when no answer came (network failure, connection lost, `signal` aborted). Where there is no
 * XMLHttpRequest (the service worker, decision 072) it posts with fetch, without progress.
 */
export function postWithProgress(
  path: string,
  form: FormData,
  token: string,
  onProgress: (sent: number, total: number) => void,
  { headers = {}, signal }: PostOptions = {},
): Promise<ProgressAnswer> {
  if (typeof XMLHttpRequest === 'undefined') return postWithFetch(path, form, token, { headers, signal });
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', apiUrl(path));
    request.setRequestHeader('accept', 'application/json');
    request.setRequestHeader('authorization', `Bearer ${token}`);
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    });
    request.addEventListener('load', () => {
      resolve({ status: request.status, body: parsed(request.responseText) });
    });
    const fail = () => reject(new TypeError('The upload got no answer.'));
    request.addEventListener('error', fail);
    request.addEventListener('abort', fail);
    request.addEventListener('timeout', fail);
    if (signal?.aborted) return fail();
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
}

async function postWithFetch(
  path: string,
  form: FormData,
  token: string,
  options: PostOptions,
): Promise<ProgressAnswer> {
  const answer = await apiFetch(path, { method: 'POST', body: form, token, ...options });
  return { status: answer.status, body: parsed(await answer.text()) };
}

/** The JSON of an answer's text; undefined when it is empty or not JSON (a proxy's page). */
function parsed(text: string): unknown {
  try {
    return text === '' ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}
