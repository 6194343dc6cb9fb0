import { publicContent, type PublicCongressContent, type PublishedContent, type SlotChange } from '@congres/contracts';
import { createContext, useContext, useMemo, useSyncExternalStore } from 'react';
import { contentSeed } from '../content/seed';
import { apiFetch } from './api-client';
import { checkedReply } from './api-result';
import { slotsOf, type Slot } from './congress-day';
import { embeddedJson, scriptJson } from './embedded-json';
import { subscribeLiveEvent } from './event-stream';
import { cacheStorage, CONTENT_CACHE } from './offline-caches';
import { afterLoadAndIdle } from './when-idle';

/**
 * What the pages show (decision 082): the published content, its version, and what changed for
 * each slot in that version (empty for version 1, or when the list could not be read). The
 * content is the public one (decision 102): no quiz's questions, only their number.
 * `live`: it arrived while the page was open (an event, the network back), not at the page's
 * first read: the starred-slot notice speaks only then.
 */
export interface ShownContent {
  version: number;
  /** ISO 8601; null for the seed the build rendered. */
  publishedAt: string | null;
  content: PublicCongressContent;
  changes: SlotChange[];
  live: boolean;
}

/** The build's content: the prerendered HTML and the hydration render it, so they match byte for byte. */
const SEED: ShownContent = {
  version: 1,
  publishedAt: null,
  content: publicContent(contentSeed()),
  changes: [],
  live: false,
};

/** A version as the server renders a page with it (decision 087), and writes it into the document. */
export type RenderedContent = Omit<ShownContent, 'live'>;

/**
 * The id of the JSON the server writes after `#root` in a page it rendered from a published
 * version (decision 087): the browser's store starts from it, so that hydration renders what
 * the HTML holds. A document without it (the build's prerendered pages) was rendered from the seed.
 */
export const PUBLISHED_CONTENT_ELEMENT_ID = 'published-content';

/**
 * Server-written JSON inside a <script>: `<` escaped, so that no value can close the element.
 * The content is the public one (decision 102): the server projects it before rendering.
 */
export function renderedContentJson({ version, publishedAt, content, changes }: RenderedContent): string {
  return scriptJson({ version, publishedAt, content, changes });
}

/** The server's render of a page: the version it renders with (null: the seed). */
export const RenderedContentContext = createContext<ShownContent | null>(null);

/** The version the document was rendered with, read once from its JSON; undefined without one. */
function embeddedContent(): ShownContent | undefined {
  const body = embeddedJson(PUBLISHED_CONTENT_ELEMENT_ID);
  if (!isPublished(body)) return undefined;
  const { changes } = body as { changes?: unknown };
  return {
    version: body.version,
    publishedAt: body.publishedAt,
    content: body.content,
    changes: Array.isArray(changes) ? (changes as SlotChange[]) : [],
    live: false,
  };
}

/** What the page starts from: the version its HTML was rendered with (the seed's, or the server's). */
let initial: ShownContent | undefined;
const initialContent = (): ShownContent => (initial ??= embeddedContent() ?? SEED);

let shown: ShownContent | undefined;
const shownContent = (): ShownContent => (shown ??= initialContent());
const subscribers = new Set<() => void>();
// What startOnce listens to, stopped by the tests' reset.
let stops: (() => void)[] | undefined;
// Reads one after the other: a slow answer never overwrites a later, newer one.
let reading: Promise<void> = Promise.resolve();
// Whether the server has answered a read since the page started (whatever its answer): a page
// opened offline has not.
let heardFromServer = false;

/** Where the kept copy sits in CONTENT_CACHE (any same-origin address names it). */
const KEPT_KEY = '/content/kept.json';

interface Kept {
  published: PublishedContent;
  changes: SlotChange[];
}

const isPublished = (value: unknown): value is PublishedContent => {
  const body = value as Partial<PublishedContent> | null;
  return (
    typeof body === 'object' &&
    body !== null &&
    Number.isInteger(body.version) &&
    typeof body.publishedAt === 'string' &&
    typeof body.content === 'object' &&
    body.content !== null &&
    Array.isArray(body.content.programme)
  );
};

/** Shows `next` when it is newer than what the page shows; an older or equal one is ignored. */
function offer({ published, changes }: Kept, live: boolean): boolean {
  if (published.version <= shownContent().version) return false;
  shown = { ...published, changes, live };
  subscribers.forEach((notify) => notify());
  return true;
}

async function readKept(): Promise<Kept | undefined> {
  try {
    const response = await (await cacheStorage()?.open(CONTENT_CACHE))?.match(KEPT_KEY);
    const kept = (await response?.json()) as Partial<Kept> | undefined;
    return kept && isPublished(kept.published) ? { published: kept.published, changes: kept.changes ?? [] } : undefined;
  } catch {
    return undefined;
  }
}

async function keep(kept: Kept): Promise<void> {
  try {
    const cache = await cacheStorage()?.open(CONTENT_CACHE);
    await cache?.put(KEPT_KEY, new Response(JSON.stringify(kept), { headers: { 'content-type': 'application/json' } }));
  } catch {
    // Storage full or refused: the content lasts as long as the page.
  }
}

/** The slot changes of `version` (GET /api/content/versions, newest first); [] when unreadable. */
async function changesOf(version: number): Promise<SlotChange[]> {
  try {
    const response = await apiFetch('/content/versions');
    if (!response.ok) return [];
    const list = await checkedReply('ContentVersionList', await response.json());
    const summary = list?.find((item) => item.version === version);
    return summary?.changes ?? [];
  } catch {
    return [];
  }
}

/** GET /api/content; undefined without an answer (offline) or with an unusable one. */
async function fetchPublished(): Promise<PublishedContent | undefined> {
  try {
    const response = await apiFetch('/content');
    // The server answered, whatever it said (a 503 while it starts): the network is there.
    heardFromServer = true;
    if (!response.ok) return undefined;
    const body: unknown = await response.json();
    // The contracts' schema checks the reply (decision 117): this read comes once the page is idle.
    // The copies embedded in the HTML and kept on the device are read at once (hydration, offline):
    // isPublished checks those.
    return await checkedReply('PublishedContent', body);
  } catch {
    return undefined;
  }
}

/**
 * Asks the server for the published content and shows it when newer; keeps it on the device.
 * The versions' list is read only past version 1 and only for a version the page does not show.
 */
export function refreshContent({ live = true }: { live?: boolean } = {}): Promise<void> {
  reading = reading.then(async () => {
    const published = await fetchPublished();
    if (published === undefined || published.version <= shownContent().version) return;
    const kept = { published, changes: published.version > 1 ? await changesOf(published.version) : [] };
    if (offer(kept, live)) await keep(kept);
  });
  return reading;
}

/** The page's first read: the copy kept on the device (offline), then the server's. */
function start(): void {
  reading = reading.then(async () => {
    const kept = await readKept();
    if (kept) offer(kept, false);
  });
  void refreshContent({ live: false });
}

/**
 * Starts once, in the browser, after hydration: at an idle moment the kept copy and the server's
 * are read; then each `content-published` newer than the page, a `reset` of the stream and the
 * network's return read it again.
 */
function startOnce(): void {
  if (stops !== undefined || !readsInBackground) return;
  afterLoadAndIdle(start);
  const onOnline = () => void refreshContent();
  window.addEventListener('online', onOnline);
  stops = [
    subscribeLiveEvent('content-published', ({ version }) => {
      if (version > shownContent().version) void refreshContent();
    }),
    subscribeLiveEvent('reset', () => void refreshContent()),
    // The stream open again and the server never reached by a read (the page was opened offline):
    // read it now. The network's return says so too, but not every browser tells it,
    // and a phone slowed down may hear the stream first (decision 113).
    subscribeLiveEvent('ready', () => {
      if (!heardFromServer) void refreshContent();
    }),
    () => window.removeEventListener('online', onOnline),
  ];
}

function subscribe(notify: () => void): () => void {
  subscribers.add(notify);
  startOnce();
  return () => subscribers.delete(notify);
}

/**
 * The published content with its version: in the HTML and at hydration, the version the page
 * was rendered with (the seed, or on the server the one it renders, decision 087), then the newest.
 */
export function usePublishedContent(): ShownContent {
  const rendered = useContext(RenderedContentContext);
  return useSyncExternalStore(subscribe, shownContent, () => rendered ?? initialContent());
}

/**
 * Content shown instead of the published one to what it wraps: an organiser's preview of the
 * draft on the very pages visitors see (decision 090), projected as the public one (decision
 * 102) so that the pages read one shape. Null (the default): the published content.
 */
const PreviewContent = createContext<PublicCongressContent | null>(null);
export const ContentPreview = PreviewContent.Provider;

/**
 * The congress's content as the pages show it (see usePublishedContent), or the draft previewed:
 * the public content either way (decision 102), whatever the visitor's role.
 */
export function useContent(): PublicCongressContent {
  const preview = useContext(PreviewContent);
  const { content } = usePublishedContent();
  return preview ?? content;
}

/** The programme's slots with their instants, for the content the page shows. */
export function useSlots(): Slot[] {
  const content = useContent();
  return useMemo(() => slotsOf(content), [content]);
}

/**
 * The slot ids the server knows for sure: the seed's and those of the version the page shows
 * (the server accepts a star on any slot some published version held, decision 079).
 */
export function shownSlotIds(): ReadonlySet<string> {
  return new Set([...SEED.content.programme, ...shownContent().content.programme].map((slot) => slot.id));
}

// Component tests keep exactly their own calls: the reads start only in a test that serves the
// content (test/published-content.ts). Always on in the app.
let readsInBackground = true;

/** Test support: whether pages read the content in the background (see above). */
export function readContentInBackgroundForTests(on: boolean): void {
  readsInBackground = on;
}

/** Test support: a page that has read nothing (the device's cache keeps what it holds). */
export function forgetContentForTests(): void {
  stops?.forEach((stop) => stop());
  stops = undefined;
  shown = undefined;
  initial = undefined;
  reading = Promise.resolve();
  heardFromServer = false;
}
