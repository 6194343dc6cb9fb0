import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { stubCacheStorage } from '../test/fake-cache-storage';
import { sendLiveEvent, stubEventSource, TestEventSource } from '../test/fake-event-source';
import { editedSeed, stubContentServer } from '../test/published-content';
import { requestUrl } from '../test/stub-network';
import { CONTENT_CACHE } from './offline-caches';
import { forgetContentForTests, refreshContent, usePublishedContent } from './published-content';

afterEach(() => {
  vi.unstubAllGlobals();
});

function Shown() {
  const { version, content } = usePublishedContent();
  return (
    <p>
      v{version} · {content.event.title}
    </p>
  );
}

const published = (version: number, title: string) => ({
  version,
  publishedAt: '2025-05-20T08:42:00Z',
  content: editedSeed((content) => {
    content.event.title = title;
  }),
});

it('shows the seed first, then a newer published version, and ignores an older one', async () => {
  const { server } = stubContentServer(published(3, 'Congrès, version 3'));
  render(<Shown />);
  expect(screen.getByText('v1 · Congrès des professions de santé')).toBeInTheDocument();
  // At an idle moment after the load, the page reads the server's version.
  expect(await screen.findByText('v3 · Congrès, version 3')).toBeInTheDocument();

  server.published = published(2, 'Congrès, version 2');
  await act(() => refreshContent());
  expect(screen.getByText('v3 · Congrès, version 3')).toBeInTheDocument();
});

it('shows no version whose reply is not the contracts’ shape (decision 117)', async () => {
  const { server } = stubContentServer(published(3, 'Congrès, version 3'));
  render(<Shown />);
  expect(await screen.findByText('v3 · Congrès, version 3')).toBeInTheDocument();

  // A newer version number, but a title that is not text: a proxy's or another server's answer.
  const odd = published(6, 'Congrès, version 6');
  server.published = { ...odd, content: { ...odd.content, event: { ...odd.content.event, title: 6 } } } as never;
  await act(() => refreshContent());
  expect(screen.getByText('v3 · Congrès, version 3')).toBeInTheDocument();
});

it('reads the content again when the stream says a newer version was published', async () => {
  stubEventSource();
  const { server, mock } = stubContentServer(published(1, 'Congrès des professions de santé'));
  render(<Shown />);
  await waitFor(() => expect(TestEventSource.opened).toHaveLength(1));
  await waitFor(() => expect(mock).toHaveBeenCalled());

  server.published = published(4, 'Congrès, version 4');
  sendLiveEvent('content-published', { version: 4 });
  expect(await screen.findByText('v4 · Congrès, version 4')).toBeInTheDocument();
});

it('offline, shows the last content this device received, and the newest when the network is back', async () => {
  const stores = stubCacheStorage();
  const { server } = stubContentServer(published(2, 'Congrès, version 2'));
  await refreshContent();
  await waitFor(() => expect(stores.get(CONTENT_CACHE)?.size).toBe(1));

  // A new visit, without a network.
  forgetContentForTests();
  server.online = false;
  server.published = published(5, 'Congrès, version 5');
  render(<Shown />);
  expect(screen.getByText('v1 · Congrès des professions de santé')).toBeInTheDocument();
  expect(await screen.findByText('v2 · Congrès, version 2')).toBeInTheDocument();

  server.online = true;
  window.dispatchEvent(new Event('online'));
  expect(await screen.findByText('v5 · Congrès, version 5')).toBeInTheDocument();
});

it('opened offline, reads the newest once its stream is open again, though the browser never said the network was back', async () => {
  stubEventSource();
  const { server, mock } = stubContentServer(published(1, 'Congrès des professions de santé'));
  server.online = false;
  render(<Shown />);
  await waitFor(() => expect(TestEventSource.opened).toHaveLength(1));
  await waitFor(() => expect(mock).toHaveBeenCalled());

  // Back online, and no `online` event: the stream's opening says it.
  server.online = true;
  server.published = published(6, 'Congrès, version 6');
  sendLiveEvent('ready', {});
  expect(await screen.findByText('v6 · Congrès, version 6')).toBeInTheDocument();

  // Once the server has answered, a later opening reads nothing: only the read asked next is made
  // (a read the opening had asked for would come before it, in the same queue).
  const reads = () => mock.mock.calls.filter(([input]) => requestUrl(input).endsWith('/api/content')).length;
  const before = reads();
  sendLiveEvent('ready', {});
  await act(() => refreshContent());
  expect(reads()).toBe(before + 1);
});
