import { expect, it } from 'vitest';
import { newMember } from '../gallery/support/sign-in.js';
import { testContentSeed } from '../support/content-seed.js';
import { startTestApp } from '../support/test-app.js';
import { roomClient } from './support.js';

// The content's first version is stored on its first need (decisions 079, 116): on a server just
// started, a question can be that need, and its slot is checked against that version.
it('takes a question as the first request of a server just started', async () => {
  const t = await startTestApp({}, { contentSeed: await testContentSeed() });
  try {
    const member = await newMember(t.app, 'Première Voix');
    const asked = await roomClient(t.app).ask(member.token, { slotId: '05', text: 'La toute première ?' });
    expect(asked.statusCode, asked.body).toBe(201);
    expect((await roomClient(t.app).list('05')).json()).toEqual([
      expect.objectContaining({ text: 'La toute première ?', state: 'shown' }),
    ]);
  } finally {
    await t.close();
  }
});
