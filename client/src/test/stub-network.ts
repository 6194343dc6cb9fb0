// Test support (not used by the app): the network edge of the component tests, replaced by a
// handler the test writes: fetch, and XMLHttpRequest (uploads, for their progress).
import { vi } from 'vitest';

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The address a fetch was called with, whatever form it took. */
export const requestUrl = (input: RequestInfo | URL): string =>
  input instanceof Request ? input.url : input instanceof URL ? input.href : input;

/**
 * Replaces the network edge with `handler`: fetch, and XMLHttpRequest (uploads, for their
 * progress) as a thin shell over the same handler. Returns the mock to inspect the calls.
 */
export function stubFetch(handler: (url: string, init: RequestInit | undefined) => Promise<Response> | Response) {
  const mock = vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
    Promise.resolve(handler(requestUrl(input), init)),
  );
  vi.stubGlobal('fetch', mock);
  vi.stubGlobal('XMLHttpRequest', xhrOver(mock));
  return mock;
}

/** The upload progress events a test can watch: every fraction reported, in order. */
export const uploadProgress: number[] = [];

/**
 * The part of XMLHttpRequest an upload uses, driven from outside: `progress` reports bytes sent,
 * `respond` brings the answer, `fail` a lost connection. A test may extend it with its own `send`.
 */
export class TestXhr {
  readonly upload = new EventTarget();
  private readonly events = new EventTarget();
  readonly headers = new Headers();
  /** What tus-js-client listens with (it sets the handlers, it adds no listener). */
  onload: (() => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  private responseHeaders = new Headers();
  method = 'GET';
  url = '';
  status = 0;
  responseText = '';
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers.set(name, value);
  }
  addEventListener(type: string, listener: EventListener) {
    this.events.addEventListener(type, listener);
  }
  progress(loaded: number, total: number, lengthComputable = true) {
    const event = Object.assign(new Event('progress'), { lengthComputable, loaded, total });
    this.upload.dispatchEvent(event);
    (this.upload as { onprogress?: (event: Event) => void }).onprogress?.(event);
  }
  respond(status: number, responseText: string, headers: Headers = new Headers()) {
    this.status = status;
    this.responseText = responseText;
    this.responseHeaders = headers;
    this.events.dispatchEvent(new Event('load'));
    this.onload?.();
  }
  getResponseHeader(name: string): string | null {
    return this.responseHeaders.get(name);
  }
  fail() {
    const event = new Event('error');
    this.events.dispatchEvent(event);
    this.onerror?.(event);
  }
  abort() {
    this.events.dispatchEvent(new Event('abort'));
  }
}

/** An XMLHttpRequest that answers through `send`, reporting the upload in halves. */
function xhrOver(send: (url: string, init: RequestInit) => Promise<Response>) {
  return class FakeXhr extends TestXhr {
    send(body: FormData | Blob | null) {
      const total =
        (body instanceof FormData
          ? [...body.values()].reduce((sum, value) => sum + (value instanceof File ? value.size : 0), 0)
          : (body?.size ?? 0)) || 1;
      for (const loaded of [total / 2, total]) {
        uploadProgress.push(loaded / total);
        this.progress(loaded, total);
      }
      send(this.url, { method: this.method, headers: this.headers, body }).then(
        async (response) => this.respond(response.status, await response.text(), response.headers),
        () => this.fail(),
      );
    }
  };
}
