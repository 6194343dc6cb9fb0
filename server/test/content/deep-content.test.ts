import {
  CONTENT_ARCHIVE_FORMAT,
  CONTENT_IMPORT_INVALID,
  CONTENT_IMPORT_PATH,
  JSON_MAX_DEPTH,
  JSON_TOO_DEEP,
} from '@congres/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_PROBLEM } from '../../src/domain/content/content-import.js';
import { picturesOf } from '../../src/domain/content/content-pictures.js';
import { checkContent } from '../../src/domain/content/content-problems.js';
import { uploadsOf } from '../../src/domain/content/content-uploads.js';
import { bearer } from '../moderation/support.js';
import { errorBody } from '../support/error-body.js';
import { contentSite, currentVersion, type ContentSite } from './support.js';
import { filePost, zipOf } from './transfer-support.js';

// Content nested 10,000 deep (decision 106): the draft's body and an import's content.json are
// refused in French before any walk of the content (decision 106), and the walks stop on their own.

const DEEP = 10_000;
const deepArrays = `${'['.repeat(DEEP)}${']'.repeat(DEEP)}`;
/** The same value, built without parsing (JSON.parse itself copes; the recursive walks did not). */
const deepValue = (): unknown => {
  let value: unknown = [];
  for (let i = 0; i < DEEP; i += 1) value = [value];
  return value;
};

let site: ContentSite;
beforeAll(async () => {
  site = await contentSite();
});
afterAll(async () => {
  await site.t.close();
});

describe('content nested 10,000 deep', () => {
  it('as the draft: the French 400, nothing saved', async () => {
    const res = await site.t.app.inject({
      method: 'PUT',
      url: '/api/content/draft',
      headers: { ...bearer(site.organiser.token), 'content-type': 'application/json' },
      payload: `{"baseVersion":${await currentVersion(site.t)},"content":${deepArrays}}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errorBody(JSON_TOO_DEEP));
    expect(await site.t.app.db.selectFrom('content_draft').select('id').execute()).toEqual([]);
  });

  it('in an import’s content.json: the import’s 400, the problem listed on the file', async () => {
    const zip = await zipOf({
      'content.json': `{"format":"${CONTENT_ARCHIVE_FORMAT}","version":1,"content":${deepArrays}}`,
    });
    const res = await site.t.app.inject(
      await filePost(CONTENT_IMPORT_PATH, zip, site.organiser.token, { name: 'contenu.zip', type: 'application/zip' }),
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<{ message: string; problems: unknown }>()).toMatchObject({
      message: CONTENT_IMPORT_INVALID,
      problems: [{ path: 'content.json', message: IMPORT_PROBLEM.tooDeep }],
    });
    expect(IMPORT_PROBLEM.tooDeep).toContain(`${JSON_MAX_DEPTH} niveaux`);
    expect(await currentVersion(site.t)).toBe(1);
  });

  it('given to the content’s walks directly: refused or ignored, never a stack overflow', () => {
    const value = deepValue();
    const checked = checkContent(value, new Set());
    expect(checked.ok).toBe(false);
    expect(picturesOf(value)).toEqual([]);
    expect(uploadsOf({ programme: [], home: value })).toEqual([]);
  });
});
