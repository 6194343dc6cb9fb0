import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngSignature, post, screenCode } from '../attendance/support.js';
import { contentSite, type ContentSite } from '../content/support.js';
import { bearer } from '../moderation/support.js';
import { pdfText } from '../support/pdf.js';

let site: ContentSite;
beforeAll(async () => {
  site = await contentSite();
});
afterAll(async () => {
  await site.t.close();
});

describe('a certificate from a signature made through the attendance routes (decisions 091 and 095)', () => {
  it('counts the seed’s morning the attendee signed from the screen’s code, and only it', async () => {
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

    const res = await t.app.inject({
      method: 'GET',
      url: '/api/account/certificate.pdf',
      headers: bearer(attendee.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    const text = pdfText(res.rawPayload);
    expect(text).toContain(attendee.username);
    expect(text).toContain(seed.training?.title ?? '');
    // The seed's morning: 8h to 13h.
    expect(`${morning.startsAt}–${morning.endsAt}`).toBe('8h–13h');
    expect(text).toContain('Durée suivie : 5 h');
    expect(text).toContain('Matinée : de 8h à 13h');
    expect(text).not.toContain('Après-midi');
  });
});
