import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CERTIFICATE_NOT_CLOSED } from '@congres/contracts';
import { pngSignature, post, screenCode } from '../attendance/support.js';
import { contentSite, type ContentSite } from '../content/support.js';
import { bearer } from '../moderation/support.js';
import { errorBody } from '../support/error-body.js';
import { pdfText } from '../support/pdf.js';

let site: ContentSite;
beforeAll(async () => {
  site = await contentSite();
});
afterAll(async () => {
  await site.t.close();
});

const certificate = (token: string) =>
  site.t.app.inject({ method: 'GET', url: '/api/account/certificate.pdf', headers: bearer(token) });

describe('a certificate from a signature made through the attendance routes (decisions 091, 095 and 103)', () => {
  it('waits for the trainer to close the half-day, then counts the seed’s morning the attendee signed, and only it', async () => {
    const { t, seed, organiser, attendee } = site;
    const morning = seed.training?.halfDays.find((halfDay) => halfDay.id === 'matin');
    if (morning === undefined) throw new Error('the seed has no morning');
    expect((await post(t.app, '/api/attendance/matin/open', organiser.token)).statusCode).toBe(200);
    const { code } = await screenCode(t.app, 'matin', organiser.token);
    const signed = await post(t.app, '/api/attendance/matin/signatures', attendee.token, {
      code,
      signature: await pngSignature(),
    });
    expect(signed.statusCode, signed.body).toBe(201);

    // Signed, the half-day still open: not attended yet, so no certificate (and no code issued).
    const early = await certificate(attendee.token);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual(errorBody(CERTIFICATE_NOT_CLOSED));
    expect(
      await t.app.db.selectFrom('evidence_codes').select('code').where('kind', '=', 'certificat').execute(),
    ).toEqual([]);

    const trainerSignature = await pngSignature();
    const close = () => post(t.app, '/api/attendance/matin/close', organiser.token, { signature: trainerSignature });
    expect((await close()).statusCode).toBe(200);
    const res = await certificate(attendee.token);
    expect(res.statusCode, res.body).toBe(200);
    const text = pdfText(res.rawPayload);
    expect(text).toContain(attendee.username);
    expect(text).toContain(seed.training?.title ?? '');
    // The seed's morning: 8h to 13h.
    expect(`${morning.startsAt}–${morning.endsAt}`).toBe('8h–13h');
    expect(text).toContain('Durée suivie : 5 h');
    expect(text).toContain('Matinée : de 8h à 13h');
    expect(text).not.toContain('Après-midi');

    // Reopened, it counts no more until its trainer closes it again.
    expect((await post(t.app, '/api/attendance/matin/open', organiser.token)).statusCode).toBe(200);
    expect((await certificate(attendee.token)).statusCode).toBe(409);
    expect((await close()).statusCode).toBe(200);
    const again = await certificate(attendee.token);
    expect(again.statusCode).toBe(200);
    expect(pdfText(again.rawPayload)).toContain('Durée suivie : 5 h');
  });
});
