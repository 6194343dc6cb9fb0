import type { ContentVersionSummary } from '@congres/contracts';
import type { Kysely } from 'kysely';
import { encodeBody, type EncodedBody } from '../../http/encoded-body.js';
import type { Database } from '../../plugins/database/schema.js';
import { latestVersion, listVersions, publishedContent } from './content-versions.js';
import { publicVersion } from './stored-content.js';

type Db = Kysely<Database>;

/** GET /api/content's answer for one version: its public projection (decision 102), serialised and compressed once. */
export interface ContentAnswer {
  version: number;
  body: EncodedBody;
}

/** GET /api/content/versions' answer while `version` is the newest: made once, not at each request. */
export interface VersionsAnswer {
  version: number;
  /** Newest first (the history feed reads it too). */
  list: ContentVersionSummary[];
  body: EncodedBody;
}

/**
 * The newest published version, for the requests that all arrive at once after "Publier"
 * (decision 087): every open page reads GET /api/content when the event reaches it. One
 * database read of the newest number at a time, shared by the requests that arrive meanwhile,
 * and each version's answer made once: 2,000 pages no longer make 2,000 reads of the whole
 * content (on PostgreSQL, some waited past the pool's 10 s and got a 500).
 */
export interface NewestContent {
  /** The newest version's number. */
  version(): Promise<number>;
  /** The newest version's answer. */
  answer(): Promise<ContentAnswer>;
  /**
   * The list of every version, read and parsed once per newest version (every stored version is
   * read to make it: at each anonymous request, that grew with each publication).
   */
  versions(): Promise<VersionsAnswer>;
  /** The newest programme's slot ids, read once per newest version: what questions and polls may name. */
  slotIds(): Promise<readonly string[]>;
  /**
   * Told (by the live bus) that `version` was published: a request after this never gets an
   * older one, even from a read of the number that began before the publication.
   */
  heard(version: number): void;
}

/**
 * A value made once per newest version (`newest` says which): made again when the number
 * changes; a failed make is not kept, the next request tries again.
 */
function perNewestVersion<T>(newest: () => Promise<number>, make: () => Promise<T>): () => Promise<T> {
  let cached: Promise<T> | undefined;
  let cachedVersion = 0;
  return async () => {
    const version = await newest();
    if (cached === undefined || cachedVersion !== version) {
      cachedVersion = version;
      const made = make();
      cached = made;
      made.catch(() => {
        if (cached === made) cached = undefined;
      });
    }
    return cached;
  };
}

/** The newest version of the content of `db`: made once per app, by the content plugin (app.content). */
export function newestContent(db: Db): NewestContent {
  let reading: Promise<number> | undefined;
  let atLeast = 0;

  const readNumber = () => {
    reading ??= latestVersion(db).finally(() => {
      reading = undefined;
    });
    return reading;
  };
  const version = async () => {
    let newest = await readNumber();
    // A read begun before a publication heard since: asked again, once.
    if (newest < atLeast) newest = await readNumber();
    return newest;
  };
  const answer = perNewestVersion(version, async (): Promise<ContentAnswer> => {
    const stored = await publishedContent(db);
    return { version: stored.version, body: await encodeBody(JSON.stringify(publicVersion(stored))) };
  });
  const versions = perNewestVersion(version, async (): Promise<VersionsAnswer> => {
    const list = await listVersions(db);
    return { version: list[0]?.version ?? 0, list, body: await encodeBody(JSON.stringify(list)) };
  });
  const slotIds = perNewestVersion(version, async () =>
    (await publishedContent(db)).content.programme.map((slot) => slot.id),
  );
  return {
    version,
    answer,
    versions,
    slotIds,
    heard(published) {
      atLeast = Math.max(atLeast, published);
      // Requests from now on start a read of their own rather than join an older one.
      reading = undefined;
    },
  };
}
