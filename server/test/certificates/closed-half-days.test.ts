import { CERTIFICATE_NOT_CLOSED } from '@congres/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ticketUrl } from '../downloads/support.js';
import { newMember, type Member } from '../gallery/support/sign-in.js';
import { bearer } from '../moderation/support.js';
import { errorBody } from '../support/error-body.js';
import { pdfText } from '../support/pdf.js';
import { unzip } from '../support/zip.js';
import { evidenceSite, setHalfDayClosed, signHalfDay, type EvidenceSite } from '../evidence/support.js';

// A certificate counts only the half-days their trainer has closed (decision 103): a half-day
// still open is not attended yet, whatever its length.

let site: EvidenceSite;
let ana: Member;
let luc: Member;
beforeAll(async () => {
  site = await evidenceSite();
  ana = await newMember(site.t.app, 'Ana Martin');
  luc = await newMember(site.t.app, 'Luc Petit');
  // Both half-days open while they sign.
  await signHalfDay(site.t.app, ana, 'matin', undefined, { open: true });
  await signHalfDay(site.t.app, ana, 'apres-midi', undefined, { open: true });
  await signHalfDay(site.t.app, luc, 'apres-midi', undefined, { open: true });
});
afterAll(async () => {
  await site.t.close();
});

const certificate = (member: Member) =>
  site.t.app.inject({ method: 'GET', url: '/api/account/certificate.pdf', headers: bearer(member.token) });
/** The file names of the organisers' zip. */
async function zipped(): Promise<string[]> {
  const res = await site.t.app.inject({
    method: 'GET',
    url: await ticketUrl(site.t.app, site.organiser.token, 'certificates'),
  });
  expect(res.statusCode, res.body).toBe(200);
  return [...(await unzip(res.rawPayload)).keys()].sort();
}

describe('certificates and the trainer’s close (decision 103)', () => {
  it('none while every half-day signed is still open: a French 409 that says when, and no code issued', async () => {
    for (const member of [ana, luc]) {
      const res = await certificate(member);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual(errorBody(CERTIFICATE_NOT_CLOSED));
    }
    expect(CERTIFICATE_NOT_CLOSED).toMatch(/^Votre attestation sera disponible quand le formateur aura clos/);
    const codes = await site.t.app.db.selectFrom('evidence_codes').select('code').execute();
    expect(codes).toEqual([]);
    expect(await zipped()).toEqual([]);
  });

  it('counts a closed half-day only: two signed, one closed, the other left out', async () => {
    await setHalfDayClosed(site.t.app, 'matin', true);
    const res = await certificate(ana);
    expect(res.statusCode, res.body).toBe(200);
    const text = pdfText(res.rawPayload);
    // The morning, 9h–12h30; not the afternoon still open.
    expect(text).toContain('Durée suivie : 3 h 30');
    expect(text).toContain('Matinée : de 9h à 12h30');
    expect(text).not.toContain('Après-midi');
    expect((await certificate(luc)).statusCode).toBe(409);
    // The zip holds only who has a closed half-day.
    expect(await zipped()).toEqual([`attestation-ana-martin-${ana.id}.pdf`]);
  });

  it('counts each half-day once closed, and a reopened one again only once closed again', async () => {
    await setHalfDayClosed(site.t.app, 'apres-midi', true);
    expect(pdfText((await certificate(ana)).rawPayload)).toContain('Durée suivie : 6 h 30');
    expect(pdfText((await certificate(luc)).rawPayload)).toMatch(/Durée suivie : 3 h(?! 30)/);
    expect(await zipped()).toEqual([`attestation-ana-martin-${ana.id}.pdf`, `attestation-luc-petit-${luc.id}.pdf`]);

    await setHalfDayClosed(site.t.app, 'matin', false);
    expect(pdfText((await certificate(ana)).rawPayload)).toMatch(/Durée suivie : 3 h(?! 30)/);
    await setHalfDayClosed(site.t.app, 'apres-midi', false);
    expect((await certificate(luc)).statusCode).toBe(409);
    expect(await zipped()).toEqual([]);
  });
});
