import type { Kysely } from 'kysely';
import { encodeBody, type EncodedBody } from '../../http/encoded-body.js';
import type { Database } from '../../plugins/app/database/schema.js';
import { latestVersion, publishedContent } from './content-versions.js';

type Db = Kysely<Database>;

/** GET /api/content's answer for one version: serialised and compressed once. */
export interface ContentAnswer {
  version: number;
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
   * Told (by the live bus) that `version` was published: a request after this never gets an
   * older one, even from a read of the number that began before the publication.
   */
  heard(version: number): void;
}

const perDatabase = new WeakMap<Db, NewestContent>();

/** The one NewestContent of the app whose database is `db`. */
export function newestContent(db: Db): NewestContent {
  let newest = perDatabase.get(db);
  if (newest === undefined) {
    newest = makeNewestContent(db);
    perDatabase.set(db, newest);
  }
  return newest;
}

function makeNewestContent(db: Db): NewestContent {
  let reading: Promise<number> | undefined;
  let atLeast = 0;
  let cached: Promise<ContentAnswer> | undefined;
  let cachedVersion = 0;

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
  const answer = async (): Promise<ContentAnswer> => {
    const newest = await version();
    if (cached === undefined || cachedVersion !== newest) {
      cachedVersion = newest;
      const made = publishedContent(db).then(async (published) => ({
        version: published.version,
        body: await encodeBody(JSON.stringify(published)),
      }));
      cached = made;
      // A failed read is not kept: the next request tries again.
      made.catch(() => {
        if (cached === made) cached = undefined;
      });
    }
    return cached;
  };
  return {
    version,
    answer,
    heard(published) {
      atLeast = Math.max(atLeast, published);
      // Requests from now on start a read of their own rather than join an older one.
      reading = undefined;
    },
  };
}
