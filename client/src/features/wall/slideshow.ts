import type { Photo } from '@congres/contracts';

/** How long each photo stays on the wall (decision 063: "about 6 s"). */
export const SLIDE_MS = 6_000;

/** Ask for the next page when the rotation is this close to the end of the photos known. */
const READ_AHEAD = 2;

export interface SlideshowSnapshot {
  current: Photo | null;
  paused: boolean;
  /** How many photos the wall knows (the pages read so far, and the ones published since). */
  known: number;
  /**
   * How many turns went to photos whose image had failed: part of the slide's key, so that a
   * photo shown again right after its own failure is asked for again rather than left as it was.
   */
  retries: number;
}

export interface SlideshowOptions {
  /** The rotation nears the end of the photos known: read the next page if there is one. */
  onNeedMore?: () => void;
  /** The rotation went round: ask the first page again (what was missed meanwhile). */
  onWrap?: () => void;
}

/**
 * The wall's order, with its own clock (setTimeout, so that tests drive it with fake timers):
 * the photos newest first, one every SLIDE_MS, round and round. A photo just published is shown
 * next, then the rotation resumes where it was; a deleted one leaves at once, and if it was on
 * screen the next one takes its place with a full SLIDE_MS.
 */
export class Slideshow {
  /** Newest first: the pages read, with the photos published since in front. */
  private photos: Photo[] = [];
  /** Ids published since the wall opened, not yet shown: first published, first shown. */
  private upNext: number[] = [];
  /**
   * Ids whose image did not load (a request lost on a patchy wifi): each is tried again at the
   * next turn (after a photo just published), before the rotation goes on, rather than a whole
   * round later (decisions 074 and 114). Each
   * stays until its image loads (or it is deleted), tried in turn, one per slide.
   */
  private retry: number[] = [];
  /** The rotation's place in `photos` (-1: not started). */
  private index = -1;
  private snapshot: SlideshowSnapshot = { current: null, paused: false, known: 0, retries: 0 };
  /** Photos in a row whose image could not load: past the whole list, the wall stops skipping. */
  private failures = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly options: SlideshowOptions = {}) {}

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): SlideshowSnapshot => this.snapshot;

  /** A page of older photos, read from the API (newest first). Known ones are skipped. */
  addOlder(page: readonly Photo[]): void {
    const fresh = page.filter((photo) => !this.has(photo.id));
    this.photos.push(...fresh);
    if (this.snapshot.current === null) this.advance();
    else this.update({});
  }

  /**
   * Photos to show next, in the order they came: the stream's publications, the first page read
   * again after the network came back, or a photo organisers just approved for the wall (which
   * may be older than others). Each takes its place in the newest-first order: a publication's
   * place is the front.
   */
  addNewer(photos: readonly Photo[]): void {
    const fresh = photos.filter((photo) => !this.has(photo.id));
    if (fresh.length === 0) return;
    const newestFirst = [...fresh].sort((a, b) => b.id - a.id);
    for (const photo of newestFirst) {
      const after = this.photos.findIndex((known) => known.id < photo.id);
      const place = after === -1 ? this.photos.length : after;
      this.photos.splice(place, 0, photo);
      // The rotation stays on the photo it was on.
      if (place <= this.index) this.index += 1;
    }
    this.upNext.push(...[...newestFirst].reverse().map((photo) => photo.id));
    if (this.snapshot.current === null) this.advance();
    else this.update({});
  }

  /** A deleted photo: out of the wall at once; on screen, the next one replaces it. */
  remove(id: number): void {
    const at = this.photos.findIndex((photo) => photo.id === id);
    if (at === -1) return;
    this.photos.splice(at, 1);
    this.upNext = this.upNext.filter((next) => next !== id);
    this.retry = this.retry.filter((next) => next !== id);
    // The rotation goes on from the photo that took the removed one's place.
    if (at <= this.index) this.index -= 1;
    if (this.snapshot.current?.id === id) this.advance();
    else this.update({});
  }

  /**
   * The first page read again (the network came back, the stream said `reset`, the rotation went
   * round): what is newer than the wall knew is shown next, and a photo within the page's span
   * that the page lacks was deleted meanwhile.
   */
  syncFirstPage(page: readonly Photo[]): void {
    const newest = this.newestId();
    // The first read: the rotation's order, newest first.
    if (newest === null) {
      this.addOlder(page);
      return;
    }
    const oldest = page.at(-1)?.id ?? Number.NEGATIVE_INFINITY;
    const gone = this.photos.filter((photo) => photo.id >= oldest && !page.some((kept) => kept.id === photo.id));
    for (const photo of gone) this.remove(photo.id);
    this.addNewer(page.filter((photo) => photo.id > newest));
  }

  /** Whether the wall already has this photo (the stream's replay may send it again). */
  has(id: number): boolean {
    return this.photos.some((photo) => photo.id === id);
  }

  /** The newest photo known, for telling what the first page read again brings. */
  newestId(): number | null {
    return this.photos[0]?.id ?? null;
  }

  /** The photo on screen has its image: the next failure starts a new count, and it needs no retry. */
  loaded(id: number): void {
    if (this.snapshot.current?.id !== id) return;
    this.failures = 0;
    this.retry = this.retry.filter((next) => next !== id);
  }

  /**
   * The photo on screen has no image (offline, or the request was lost): tried again at the next
   * turn, and the next one now, unless every photo failed in a row (all offline), when the wall
   * waits its 6 s as usual.
   */
  failed(id: number): void {
    if (this.snapshot.current?.id !== id) return;
    this.retry = [...this.retry.filter((next) => next !== id), id];
    this.failures += 1;
    if (this.failures > this.photos.length) return;
    // Not the retries: the one that just failed would come straight back.
    this.advance({ retry: false });
    // Round to the same photo (the rotation wrapped onto it): on screen it would not be tried again.
    if (this.snapshot.current?.id === id && this.photos.length > 1) this.advance({ retry: false });
  }

  toggle(): void {
    if (this.snapshot.paused) {
      this.update({ paused: false });
      this.schedule();
    } else {
      clearTimeout(this.timer);
      this.timer = undefined;
      this.update({ paused: true });
    }
  }

  stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  /**
   * The next photo now: one just published, else one whose image failed last time (at a turn, not
   * right after a failure), else the next one of the rotation. A publication first: after an
   * outage every photo on the wall may be waiting for its retry, and a photo published meanwhile
   * would come only after them all, a minute later with eleven (decision 114).
   */
  private advance({ retry = true }: { retry?: boolean } = {}): void {
    let current: Photo | null = null;
    const published = this.upNext.shift();
    const again = published === undefined && retry ? this.retry.shift() : undefined;
    // To the back: tried again at a later turn until it loads, the others having theirs first.
    if (again !== undefined) this.retry.push(again);
    const next = published ?? again;
    if (next !== undefined) {
      current = this.photos.find((photo) => photo.id === next) ?? null;
    } else if (this.photos.length > 0) {
      this.index += 1;
      if (this.index >= this.photos.length) {
        this.index = 0;
        if (this.photos.length > 1) this.options.onWrap?.();
      }
      current = this.photos[this.index] ?? null;
      if (this.index >= this.photos.length - READ_AHEAD) this.options.onNeedMore?.();
    }
    this.update(again === undefined ? { current } : { current, retries: this.snapshot.retries + 1 });
    this.schedule();
  }

  private schedule(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.snapshot.paused || this.snapshot.current === null) return;
    this.timer = setTimeout(() => this.advance(), SLIDE_MS);
  }

  private update(change: Partial<SlideshowSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...change, known: this.photos.length };
    for (const listener of this.listeners) listener();
  }
}
