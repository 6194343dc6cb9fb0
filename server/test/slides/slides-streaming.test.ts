import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SLIDES_MESSAGES, type SlidesPdf } from '@congres/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../faults/support/child-server.js';
import { multipart } from '../gallery/support/multipart.js';
import { newMember, type Member } from '../gallery/support/sign-in.js';
import { bearer, makeOrganiser } from '../moderation/support.js';
import { errorBody } from '../support/error-body.js';
import { minimalPdf } from '../support/pdf.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

// A slides PDF is streamed (decision 106): its bytes reach DATA_DIR/incoming while the request is
// still arriving, a file that does not start as a PDF is refused on its first bytes, and either
// way nothing is left behind. Over a real connection, sent in two halves with a pause between.

let t: TestApp;
let organiser: Member;
let origin: string;
beforeAll(async () => {
  t = await startTestApp({ SLIDES_MAX_MB: '8' });
  organiser = await newMember(t.app, 'Org Anisatrice');
  await makeOrganiser(t.app, organiser.id);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t.close();
});

const incoming = () => path.join(t.dataDir, 'incoming');
/** The bytes of the files under DATA_DIR/incoming now. */
const bytesIncoming = () =>
  fs.readdirSync(incoming()).reduce((sum, name) => sum + fs.statSync(path.join(incoming(), name)).size, 0);
const storedSlides = async () => (await t.app.photos.files.list('slides')).map((file) => file.name).sort();

/** A slides upload whose body is sent up to `split` bytes; `rest()` sends the others, `answer` is the reply. */
async function sendInTwo(data: Buffer, split: number) {
  const { payload, headers } = await multipart([{ name: 'diapos.pdf', data, type: 'application/pdf', field: 'file' }]);
  const request = http.request(`${origin}/api/content/slides`, {
    method: 'POST',
    headers: { ...headers, ...bearer(organiser.token), 'content-length': String(payload.length) },
  });
  // The server may close the connection after answering early: a write after that is not our concern.
  request.on('error', () => {});
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      res.on('error', reject);
    });
  });
  request.write(payload.subarray(0, split));
  return { answer, rest: () => request.end(payload.subarray(split)), abort: () => request.destroy() };
}

describe('a slides upload, streamed', () => {
  it('writes the PDF’s bytes to disk while they arrive, then stores it whole and keeps nothing in transit', async () => {
    const pdf = minimalPdf('Diapositives en flux', 6 * 1024 * 1024);
    const upload = await sendInTwo(pdf, 3 * 1024 * 1024);
    // Half of the file was sent and the request is not over: most of it is on disk already.
    await waitFor('the first half on disk', () => bytesIncoming() >= 2 * 1024 * 1024, 10_000);
    upload.rest();
    const { status, body } = await upload.answer;
    expect(status, body).toBe(201);
    const reference = JSON.parse(body) as SlidesPdf;
    expect(reference.bytes).toBe(pdf.length);
    const served = await t.app.inject({ method: 'GET', url: reference.src });
    expect(served.rawPayload.equals(pdf)).toBe(true);
    expect(fs.readdirSync(incoming())).toEqual([]);
  });

  it('refuses a file on its first bytes when they are not a PDF’s, before the rest is sent, storing nothing', async () => {
    const before = await storedSlides();
    const html = Buffer.concat([
      Buffer.from('<!doctype html><script>alert(1)</script>'),
      Buffer.alloc(4 * 1024 * 1024),
    ]);
    const upload = await sendInTwo(html, 256 * 1024);
    // The answer comes while most of the file has not been sent at all.
    const { status, body } = await upload.answer;
    upload.abort();
    expect(status).toBe(415);
    expect(JSON.parse(body)).toEqual(errorBody(SLIDES_MESSAGES.notPdf));
    expect(await storedSlides()).toEqual(before);
    await waitFor('nothing left in transit', () => fs.readdirSync(incoming()).length === 0);
  });
});
