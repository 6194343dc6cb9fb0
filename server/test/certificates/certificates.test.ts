import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../src/routes/api/rate-limits.js';
import { ticketUrl } from '../downloads/support.js';
import { newMember, type Member } from '../gallery/support/sign-in.js';
import { bearer } from '../moderation/support.js';
import { pdfText } from '../support/pdf.js';
import { unzip } from '../support/zip.js';
import { answerQuiz, evidenceSite, signHalfDay, TRAINING, type EvidenceSite } from '../evidence/support.js';

let site: EvidenceSite;
let zoe: Member;
let bob: Member;
let nobody: Member;
beforeAll(async () => {
  site = await evidenceSite();
  zoe = await newMember(site.t.app, 'Zoé Dupont');
  bob = await newMember(site.t.app, 'Bob Leroy');
  nobody = await newMember(site.t.app, 'Noé Absent');
  await signHalfDay(site.t.app, zoe, 'matin');
  await signHalfDay(site.t.app, zoe, 'apres-midi');
  await signHalfDay(site.t.app, bob, 'matin');
  await answerQuiz(site.t.app, zoe, 'avant', 4, 10);
  await answerQuiz(site.t.app, zoe, 'apres', 9, 10);
  // A QCM answered without signing any half-day gives no certificate.
  await answerQuiz(site.t.app, nobody, 'avant', 5, 10);
});
afterAll(async () => {
  await site.t.close();
});

const certificate = (token?: string) =>
  site.t.app.inject({
    method: 'GET',
    url: '/api/account/certificate.pdf',
    headers: token === undefined ? {} : bearer(token),
  });
const codeOf = (text: string) => /Code de vérification : ([0-9A-Z]{5}-[0-9A-Z]{5})/.exec(text)?.[1];

describe('GET /api/account/certificate.pdf', () => {
  it('gives the participant a PDF naming them, the action, the organiser, the duration of the half-days signed and the QCM results', async () => {
    const res = await certificate(zoe.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="attestation-de-formation.pdf"');
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Attestation de fin de formation');
    expect(text).toContain('Zoé Dupont');
    expect(text).toContain(TRAINING.title);
    expect(text).toContain(`Nature de l’action : ${TRAINING.nature}`);
    expect(text).toContain(site.seed.event.organisationName);
    expect(text).toContain(site.seed.contact.email);
    expect(text).toContain(`Date : ${site.seed.event.dateLabel}`);
    // 9h–12h30 and 14h–17h.
    expect(text).toContain('Durée suivie : 6 h 30');
    expect(text).toContain('Matinée : de 9h à 12h30');
    expect(text).toContain('QCM avant la formation : 4 / 10 (40 %)');
    expect(text).toContain('QCM après la formation : 9 / 10 (90 %)');
    expect(text).toContain('http://congres.test/verification');
    expect(text).not.toContain('Bob Leroy');
  });

  it('counts only the half-days signed, and prints the same code at every download', async () => {
    const first = pdfText((await certificate(bob.token)).rawPayload);
    expect(first).toContain('Bob Leroy');
    expect(first).toContain('Durée suivie : 3 h 30');
    expect(first).not.toContain('Après-midi');
    expect(first).toContain('Aucun QCM répondu sur le site.');
    const second = pdfText((await certificate(bob.token)).rawPayload);
    expect(codeOf(first)).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/);
    expect(codeOf(second)).toBe(codeOf(first));
    expect(codeOf(pdfText((await certificate(zoe.token)).rawPayload))).not.toBe(codeOf(first));
  });

  it('answers 404 with a French message to an account that signed no half-day, and 401 without a login', async () => {
    const res = await certificate(nobody.token);
    expect(res.statusCode).toBe(404);
    expect(res.json<{ message: string }>().message).toMatch(/^Aucune attestation pour ce compte : vous n’avez signé/);
    const rows = await site.t.app.db
      .selectFrom('evidence_codes')
      .select('code')
      .where('user_id', '=', nobody.id)
      .execute();
    expect(rows).toEqual([]);
    expect((await certificate()).statusCode).toBe(401);
  });
});

describe('GET /api/attendance/certificates.zip', () => {
  it('gives organisers every certificate, one PDF per participant with a French name', async () => {
    const res = await site.t.app.inject({
      method: 'GET',
      url: await ticketUrl(site.t.app, site.organiser.token, 'certificates'),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="attestations-de-formation.zip"');
    const files = await unzip(res.rawPayload);
    expect([...files.keys()].sort()).toEqual([
      `attestation-bob-leroy-${bob.id}.pdf`,
      `attestation-zoe-dupont-${zoe.id}.pdf`,
    ]);
    const zoeText = pdfText(files.get(`attestation-zoe-dupont-${zoe.id}.pdf`)?.data ?? Buffer.alloc(0));
    expect(zoeText).toContain('Durée suivie : 6 h 30');
    // The same code as the participant's own download.
    expect(codeOf(zoeText)).toBe(codeOf(pdfText((await certificate(zoe.token)).rawPayload)));
  });

  it('refuses an attendee (403, even for a ticket) and a visitor (401)', async () => {
    const direct = await site.t.app.inject({
      method: 'GET',
      url: '/api/attendance/certificates.zip',
      headers: bearer(zoe.token),
    });
    expect(direct.statusCode).toBe(403);
    const ticket = await site.t.app.inject({
      method: 'POST',
      url: '/api/download-tickets',
      headers: bearer(zoe.token),
      payload: { download: 'certificates' },
    });
    expect(ticket.statusCode).toBe(403);
    expect((await site.t.app.inject({ method: 'GET', url: '/api/attendance/certificates.zip' })).statusCode).toBe(401);
  });
});

describe('GET /api/certificates/{code}', () => {
  it('names the action and its date for a genuine code, typed in any case, and nothing else', async () => {
    const code = codeOf(pdfText((await certificate(zoe.token)).rawPayload)) ?? '';
    const res = await site.t.app.inject({ method: 'GET', url: `/api/certificates/${code}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ action: TRAINING.title, date: site.seed.event.dateIso });
    const typed = await site.t.app.inject({
      method: 'GET',
      url: `/api/certificates/${encodeURIComponent(` ${code.toLowerCase().replace('-', ' ')} `)}`,
    });
    expect(typed.json()).toEqual({ action: TRAINING.title, date: site.seed.event.dateIso });
  });

  it('answers 404 with a French message for an unknown or malformed code', async () => {
    for (const code of ['ZZZZZ-ZZZZZ', 'abc', '%3Cscript%3E', 'U'.repeat(10)]) {
      const res = await site.t.app.inject({ method: 'GET', url: `/api/certificates/${code}` });
      expect(res.statusCode, code).toBe(404);
      expect(res.json<{ message: string }>().message).toBe(
        'Aucun document ne porte ce code. Vérifiez sa saisie (10 caractères, par exemple 7K3QM-2XW9P).',
      );
    }
  });
});

describe('GET /api/certificates/{code}: the rate limit', () => {
  it('refuses an address past 60 checks a minute with a French 429, so that codes cannot be guessed', async () => {
    const check = () =>
      site.t.app.inject({ method: 'GET', url: '/api/certificates/ZZZZZ-ZZZZZ', remoteAddress: '203.0.113.7' });
    for (let i = 0; i < RATE_LIMITS.certificateCheckPerIp.max; i += 1) expect((await check()).statusCode).toBe(404);
    const refused = await check();
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ message: string }>().message).toMatch(/^Trop de tentatives/);
    const other = await site.t.app.inject({
      method: 'GET',
      url: '/api/certificates/ZZZZZ-ZZZZZ',
      remoteAddress: '203.0.113.8',
    });
    expect(other.statusCode).toBe(404);
  });
});
