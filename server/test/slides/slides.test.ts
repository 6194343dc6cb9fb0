import {
  CONTENT_INVALID,
  SLIDES_MESSAGES,
  type CongressContent,
  type PublishedContent,
  type SlidesPdf,
} from '@congres/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROBLEM } from '../../src/domain/content/content-problems.js';
import { isPdf, slidesDisplayName } from '../../src/domain/slides/pdf-check.js';
import { SLIDES_CSP } from '../../src/web/slide-files-route.js';
import { copy, currentVersion, postPublish, putDraft } from '../content/support.js';
import { PDF_BYTES, SVG_BYTES } from '../gallery/support/images.js';
import { multipart, type UploadFile } from '../gallery/support/multipart.js';
import { newMember, type Member } from '../gallery/support/sign-in.js';
import { bearer, makeOrganiser } from '../moderation/support.js';
import { testContentSeed } from '../support/content-seed.js';
import { minimalPdf } from '../support/pdf.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

// Slides attached to programme slots (decision 084): the upload checks the PDF by its content and
// stores it through the photos' storage (the folder here, the bucket on the engines), the draft
// names it, publication makes it public, and it is served so that it can never run script.

let t: TestApp;
let seed: CongressContent;
let organiser: Member;
let attendee: Member;

beforeAll(async () => {
  seed = await testContentSeed();
  // 1 MB: the oversize file stays small.
  t = await startTestApp({ SLIDES_MAX_MB: '1' }, { contentSeed: seed });
  organiser = await newMember(t.app, 'Org Anisatrice');
  attendee = await newMember(t.app, 'Camille Martin');
  await makeOrganiser(t.app, organiser.id);
});
afterAll(async () => {
  await t.close();
});

const pdfFile = (data: Buffer = minimalPdf('Diapositives du laboratoire'), name = 'Labo 2025.pdf'): UploadFile => ({
  name,
  data,
  type: 'application/pdf',
  field: 'file',
});

async function upload(files: UploadFile[], token: string | null) {
  const { payload, headers } = await multipart(files);
  return t.app.inject({
    method: 'POST',
    url: '/api/content/slides',
    payload,
    headers: token === null ? headers : { ...headers, ...bearer(token) },
  });
}

const storedSlides = async () => (await t.app.photos.files.list('slides')).map((file) => file.name).sort();

describe('POST /api/content/slides', () => {
  it('stores an organiser’s PDF and answers its reference; the file is served as a sandboxed PDF', async () => {
    const data = minimalPdf('Diapositives du laboratoire');
    const res = await upload([pdfFile(data)], organiser.token);
    expect(res.statusCode, res.body).toBe(201);
    const reference = res.json<SlidesPdf>();
    expect(reference).toEqual({
      src: expect.stringMatching(/^\/uploads\/slides\/[a-f0-9]{32}\.pdf$/) as string,
      name: 'Labo 2025.pdf',
      bytes: data.length,
    });
    expect(await storedSlides()).toContain(reference.src.split('/').pop());

    const served = await t.app.inject({ method: 'GET', url: reference.src });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(data)).toBe(true);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toBe(SLIDES_CSP);
    expect(String(served.headers['content-security-policy']).split(';')[0]).toBe('sandbox');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const again = await t.app.inject({
      method: 'GET',
      url: reference.src,
      headers: { 'if-none-match': String(served.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('keeps the device’s file name as plain text', async () => {
    const res = await upload([pdfFile(undefined, '<script>x</script>\u0007 Séance  9h.pdf')], organiser.token);
    expect(res.statusCode, res.body).toBe(201);
    // The part after the last slash, without control characters or angle brackets.
    expect(res.json<SlidesPdf>().name).toBe('script Séance 9h.pdf');
    expect(slidesDisplayName('C:\\Users\\x\\diapos.pdf')).toBe('diapos.pdf');
    expect(slidesDisplayName('')).toBe('diapositives.pdf');
  });

  it.each([
    ['an HTML page renamed .pdf', Buffer.from('<!doctype html><script>alert(document.cookie)</script>')],
    ['an SVG with a script', SVG_BYTES],
    ['a PDF header without its trailer', PDF_BYTES],
    ['a PDF cut short', minimalPdf('coupé').subarray(0, 300)],
    ['a trailer pointing outside the file', Buffer.from(`%PDF-1.7\n1 0 obj <<>> endobj\nstartxref\n99999\n%%EOF\n`)],
  ])('refuses %s in French, storing nothing', async (_kind, data) => {
    const before = await storedSlides();
    const res = await upload([pdfFile(data)], organiser.token);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: SLIDES_MESSAGES.notPdf, error: SLIDES_MESSAGES.notPdf });
    expect(await storedSlides()).toEqual(before);
  });

  it('refuses a PDF over SLIDES_MAX_MB with a 413 naming the limit', async () => {
    const before = await storedSlides();
    const big = minimalPdf('grand', 1024 * 1024 + 1);
    expect(isPdf(big)).toBe(true);
    const res = await upload([pdfFile(big)], organiser.token);
    expect(res.statusCode).toBe(413);
    expect(res.json<{ message: string }>().message).toBe(SLIDES_MESSAGES.tooLarge(1));
    expect(await storedSlides()).toEqual(before);
  });

  it('refuses anyone but an organiser, and forms without the file', async () => {
    const before = await storedSlides();
    expect((await upload([pdfFile()], null)).statusCode).toBe(401);
    expect((await upload([pdfFile()], attendee.token)).statusCode).toBe(403);
    const noFile = await upload([{ ...pdfFile(), field: 'images[]' }], organiser.token);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json<{ message: string }>().message).toBe(SLIDES_MESSAGES.noFile);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/content/slides',
      headers: bearer(organiser.token),
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect(await storedSlides()).toEqual(before);
  });
});

describe('slides in the content', () => {
  it('a slot’s PDF and link are saved with the draft, published, and read by anyone', async () => {
    const reference = (await upload([pdfFile()], organiser.token)).json<SlidesPdf>();
    const content = copy(seed);
    // The size the editor sends is not believed: the storage's is kept.
    content.programme[5]!.slides = { pdf: { ...reference, bytes: 1 }, link: 'https://example.org/diapos' };
    content.programme[2]!.slides = { link: 'https://example.org/qcm' };
    const saved = await putDraft(t, organiser.token, 1, content);
    expect(saved.statusCode, saved.body).toBe(200);
    const publication = await postPublish(t, organiser.token, 1);
    expect(publication.statusCode, publication.body).toBe(201);

    const published = (await t.app.inject({ method: 'GET', url: '/api/content' })).json<PublishedContent>();
    expect(published.content.programme[5]!.slides).toEqual({
      pdf: reference,
      link: 'https://example.org/diapos',
    });
    expect(published.content.programme[2]!.slides).toEqual({ link: 'https://example.org/qcm' });
    expect(published.content.programme[0]!.slides).toBeUndefined();
  });

  it.each([
    ['a javascript: link', { link: 'javascript:alert(1)' }, '/programme/0/slides/link', PROBLEM.link],
    ['a data: link', { link: 'data:text/html,<script>alert(1)</script>' }, '/programme/0/slides/link', PROBLEM.link],
    [
      'a PDF the site never stored',
      { pdf: { src: `/uploads/slides/${'a'.repeat(32)}.pdf`, name: 'x.pdf', bytes: 10 } },
      '/programme/0/slides/pdf/src',
      PROBLEM.slidesPdf,
    ],
    [
      'a PDF elsewhere',
      { pdf: { src: '/uploads/photos/../../congres.sqlite', name: 'x.pdf', bytes: 10 } },
      '/programme/0/slides/pdf/src',
      PROBLEM.slidesPdf,
    ],
  ])('a draft with %s is refused on that field', async (_kind, slides, path, message) => {
    const content = copy(seed) as unknown as { programme: Record<string, unknown>[] };
    content.programme[0]!.slides = slides;
    // On the newest version: a draft on an older one is refused before its fields (decision 101).
    const res = await putDraft(t, organiser.token, await currentVersion(t), content);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(CONTENT_INVALID);
    expect(res.json<{ problems: unknown[] }>().problems).toContainEqual({ path, message });
  });

  it('answers the French 404 for a name the store never made', async () => {
    for (const url of ['/uploads/slides/nope.pdf', `/uploads/slides/${'b'.repeat(32)}.pdf`, '/uploads/slides/']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });
});

describe('isPdf', () => {
  it('takes what PDF writers end files with, and nothing else', () => {
    const pdf = minimalPdf('ok');
    expect(isPdf(pdf)).toBe(true);
    expect(isPdf(Buffer.concat([pdf, Buffer.from('\r\n\0\0')]))).toBe(true);
    expect(isPdf(Buffer.concat([Buffer.from(' '), pdf]))).toBe(false);
    expect(isPdf(Buffer.concat([pdf, Buffer.from('<script>alert(1)</script>')]))).toBe(false);
    expect(isPdf(Buffer.alloc(0))).toBe(false);
  });
});
