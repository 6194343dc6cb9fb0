import {
  EMPTY_MODERATION,
  EMPTY_QUESTION,
  NO_SLOT_CHOSEN,
  OWN_QUESTION_VOTE,
  PIN_NOT_SHOWN,
  QUESTION_CONTROL,
  QUESTION_MARKUP,
  QUESTION_NOT_FOUND,
  QUESTION_TOO_LONG,
  UNKNOWN_QUESTION_SLOT,
  type AskedQuestion,
  type Question,
  type QuestionVotesEvent,
} from '@congres/contracts/room';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMember, type Member } from '../gallery/support/sign-in.js';
import { openStream, type EventStream } from '../live/support/event-stream-client.js';
import { openOrganiserStream } from '../live/support/organiser-stream.js';
import { makeOrganiser } from '../moderation/support.js';
import { testContentSeed } from '../support/content-seed.js';
import { errorBody } from '../support/error-body.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { listening, roomClient } from './support.js';

let t: TestApp;
let base: string;
let organiser: Member;
let asker: Member;
let voter: Member;
const streams: EventStream[] = [];

beforeAll(async () => {
  t = await startTestApp({}, { contentSeed: await testContentSeed() });
  base = await listening(t);
  organiser = await newMember(t.app, 'Org Anisatrice');
  await makeOrganiser(t.app, organiser.id);
  asker = await newMember(t.app, 'Camille Martin');
  voter = await newMember(t.app, 'Dominique Petit');
});
afterAll(async () => {
  streams.forEach((stream) => stream.close());
  await t.close();
});

const room = () => roomClient(t.app);
/** A new attendee: each may ask only a few questions a minute. */
const fresh = () => newMember(t.app, 'Nouvelle Personne');
async function stream(token?: string): Promise<EventStream> {
  const s = token === undefined ? await openStream(base) : await openOrganiserStream(t.app, base, token);
  streams.push(s);
  await s.event('ready');
  return s;
}

describe('questions from the room', () => {
  it('a signed-in attendee asks, anonymous unless signed; anyone lists the slot, most voted first, then the earliest', async () => {
    const first = await room().ask(asker.token, { slotId: '05', text: '  Quelle posologie chez l’enfant ?  ' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<AskedQuestion>()).toEqual({ id: expect.any(Number) as number, state: 'shown' });
    const signed = await room().ask(asker.token, { slotId: '05', text: 'Et chez la personne âgée ?', signed: true });
    const third = await room().ask(voter.token, { slotId: '05', text: 'Des données en ville ?' });
    const [a, b, c] = [first, signed, third].map((res) => res.json<AskedQuestion>().id) as [number, number, number];
    // One vote for the third: it goes first; the two others in the order asked.
    expect((await room().vote(asker.token, c)).json()).toEqual({ votes: 1 });
    const listed = await room().list('05');
    expect(listed.statusCode).toBe(200);
    const questions = listed.json<Question[]>();
    expect(questions.map((q) => q.id)).toEqual([c, a, b]);
    expect(questions[1]).toEqual({
      id: a,
      slotId: '05',
      text: 'Quelle posologie chez l’enfant ?',
      votes: 0,
      state: 'shown',
      pinned: false,
      askedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as string,
      author: null,
    });
    expect(questions[2]?.author).toBe('Camille Martin');
    // Nothing of the asker reaches the public list but a name they chose to sign with.
    expect(listed.body).not.toContain(asker.email);
    // Another slot has its own list.
    expect((await room().list('06')).json()).toEqual([]);
  });

  it('a signed-in caller also gets `mine` and `voted`', async () => {
    const id = (await room().ask(voter.token, { slotId: '07', text: 'Question de Dominique' })).json<AskedQuestion>()
      .id;
    await room().vote(asker.token, id);
    const seenByAsker = (await room().list('07', voter.token)).json<Question[]>().find((q) => q.id === id);
    expect(seenByAsker).toMatchObject({ mine: true, voted: false, votes: 1 });
    const seenByVoter = (await room().list('07', asker.token)).json<Question[]>().find((q) => q.id === id);
    expect(seenByVoter).toMatchObject({ mine: false, voted: true });
    const anonymous = (await room().list('07')).json<Question[]>().find((q) => q.id === id);
    expect(anonymous).not.toHaveProperty('mine');
    expect(anonymous).not.toHaveProperty('voted');
    // A token no longer valid reads the public list (it learns of its session at its next write).
    const res = await room().list('07', 'not.a.token');
    expect(res.statusCode).toBe(200);
    expect(res.json<Question[]>()[0]).not.toHaveProperty('mine');
  });

  it('counts a vote once per account, takes it back, and refuses a vote on one’s own question', async () => {
    const id = (await room().ask(asker.token, { slotId: '08', text: 'Combien de votes ?' })).json<AskedQuestion>().id;
    expect((await room().vote(voter.token, id)).json()).toEqual({ votes: 1 });
    expect((await room().vote(voter.token, id)).json()).toEqual({ votes: 1 });
    expect((await room().vote(organiser.token, id)).json()).toEqual({ votes: 2 });
    const back = await room().unvote(voter.token, id);
    expect(back.statusCode).toBe(200);
    expect(back.json()).toEqual({ votes: 1 });
    expect((await room().unvote(voter.token, id)).json()).toEqual({ votes: 1 });
    const own = await room().vote(asker.token, id);
    expect(own.statusCode).toBe(409);
    expect(own.json()).toEqual(errorBody(OWN_QUESTION_VOTE));
  });

  it('counts concurrent votes of many accounts exactly, and the same account’s at once once', async () => {
    const id = (await room().ask((await fresh()).token, { slotId: '09', text: 'Concurrence ?' })).json<AskedQuestion>()
      .id;
    const members = await Promise.all(Array.from({ length: 12 }, (_, i) => newMember(t.app, `Votant ${i}`)));
    const replies = await Promise.all([
      ...members.map((m) => room().vote(m.token, id)),
      ...Array.from({ length: 8 }, () => room().vote(voter.token, id)),
    ]);
    expect(replies.every((res) => res.statusCode === 200)).toBe(true);
    expect((await room().list('09')).json<Question[]>()[0]?.votes).toBe(13);
  });

  it('checks the text like every other: 1 to 280 characters, no control character, no HTML', async () => {
    const cases: [string, string][] = [
      [' \n ', EMPTY_QUESTION],
      ['a'.repeat(281), QUESTION_TOO_LONG(281)],
      ['Salle\u0000B', QUESTION_CONTROL],
      ['Salle\u202eB\u0085', QUESTION_CONTROL],
      ['<script>alert(1)</script>', QUESTION_MARKUP],
      ['Et <img src=x onerror=alert(1)> ?', QUESTION_MARKUP],
    ];
    for (const [text, message] of cases) {
      const res = await room().ask((await fresh()).token, { slotId: '10', text });
      expect(res.statusCode, JSON.stringify(text)).toBe(400);
      expect(res.json()).toEqual(errorBody(message));
    }
    // 280 characters, emoji counted as one, a "<" that opens no tag and a line break are fine.
    const ok = await room().ask((await fresh()).token, { slotId: '10', text: `${'é🙂'.repeat(138)}a\n<3` });
    expect(ok.statusCode, ok.body).toBe(201);
    expect((await room().list('10')).json<Question[]>()).toHaveLength(1);
  });

  it('refuses a slot that is not in the programme, or none (French 404 and 400)', async () => {
    for (const slot of ['99', '../01', "1' OR 1=1--"]) {
      const res = await room().list(slot);
      expect(res.statusCode, slot).toBe(404);
      expect(res.json()).toEqual(errorBody(UNKNOWN_QUESTION_SLOT(slot)));
    }
    const none = await t.app.inject({ method: 'GET', url: '/api/questions' });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual(errorBody(NO_SLOT_CHOSEN));
    const ask = await room().ask((await fresh()).token, { slotId: '99', text: 'Où ?' });
    expect(ask.statusCode).toBe(404);
  });

  it('lets only organisers moderate: hide, mark answered, pin one at a time', async () => {
    const moderated = await fresh();
    const [x, y] = (await Promise.all(
      ['Première', 'Seconde'].map(
        async (text) => (await room().ask(moderated.token, { slotId: '11', text })).json<AskedQuestion>().id,
      ),
    )) as [number, number];
    expect((await room().moderate(voter.token, x, { pinned: true })).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'PATCH', url: `/api/questions/${x}`, payload: { pinned: true } })).statusCode,
    ).toBe(401);
    expect((await room().moderate(organiser.token, x, { pinned: true })).statusCode).toBe(200);
    expect((await room().moderate(organiser.token, y, { pinned: true })).statusCode).toBe(200);
    const pinned = (await room().list('11')).json<Question[]>().filter((q) => q.pinned);
    expect(pinned.map((q) => q.id)).toEqual([y]);
    // Answered: it stays listed, unpinned.
    expect((await room().moderate(organiser.token, y, { state: 'answered' })).statusCode).toBe(200);
    expect((await room().list('11')).json<Question[]>().find((q) => q.id === y)).toMatchObject({
      state: 'answered',
      pinned: false,
    });
    // Hidden: gone from the public list, still in the organisers'.
    expect((await room().moderate(organiser.token, x, { state: 'hidden' })).statusCode).toBe(200);
    expect((await room().list('11')).json<Question[]>().map((q) => q.id)).toEqual([y]);
    expect((await room().list('11', voter.token)).json<Question[]>().map((q) => q.id)).toEqual([y]);
    const all = (await room().list('11', organiser.token)).json<Question[]>();
    expect(all.find((q) => q.id === x)?.state).toBe('hidden');
    // A hidden question takes no vote and no pin.
    expect((await room().vote(voter.token, x)).statusCode).toBe(404);
    const pin = await room().moderate(organiser.token, x, { pinned: true });
    expect(pin.statusCode).toBe(409);
    expect(pin.json()).toEqual(errorBody(PIN_NOT_SHOWN));
    const empty = await room().moderate(organiser.token, x, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual(errorBody(EMPTY_MODERATION));
    for (const id of ['999999', 'abc', '-1']) {
      const res = await room().moderate(organiser.token, id, { state: 'shown' });
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual(errorBody(QUESTION_NOT_FOUND));
    }
  });

  it('tells every open stream of a question, its count (newest tally) and its moderation, nothing more', async () => {
    const s = await stream();
    const live = await fresh();
    const asked = (await room().ask(live.token, { slotId: '12', text: 'En direct ?' })).json<AskedQuestion>();
    const heard = await s.event<Question>('question-changed', (q) => q.id === asked.id);
    expect(heard).toMatchObject({ id: asked.id, slotId: '12', text: 'En direct ?', votes: 0, author: null });
    expect(heard).not.toHaveProperty('mine');
    expect(s.messages.find((m) => m.event === 'question-changed')?.data).not.toContain(live.email);

    // Three votes at once: the counts come few, and the last says 3.
    const members = await Promise.all([1, 2, 3].map((i) => newMember(t.app, `Direct ${i}`)));
    await Promise.all(members.map((m) => room().vote(m.token, asked.id)));
    const final = await s.event<QuestionVotesEvent>('question-votes', (e) => e.id === asked.id && e.votes === 3);
    expect(final).toMatchObject({ slotId: '12', tally: 3 });

    await room().moderate(organiser.token, asked.id, { state: 'hidden' });
    await s.event<{ id: number }>('question-removed', (e) => e.id === asked.id);
    expect(s.events.some((m) => m.event === 'question-reviewed')).toBe(false);
  });

  it('waits for an organiser with QUESTIONS_APPROVAL=true: the asker sees it waiting, nobody else', async () => {
    const approving = await startTestApp({ QUESTIONS_APPROVAL: 'true' }, { contentSeed: await testContentSeed() });
    try {
      const at = roomClient(approving.app);
      const url = await listening(approving);
      const org = await newMember(approving.app, 'Org Validatrice');
      await makeOrganiser(approving.app, org.id);
      const someone = await newMember(approving.app, 'Quelqu’un');
      const other = await newMember(approving.app, 'Autre');
      const publicStream = await openStream(url);
      const organisers = await openOrganiserStream(approving.app, url, org.token);
      streams.push(publicStream, organisers);
      await Promise.all([publicStream.event('ready'), organisers.event('ready')]);

      const asked = await at.ask(someone.token, { slotId: '05', text: 'À valider ?' });
      expect(asked.statusCode).toBe(201);
      const { id, state } = asked.json<AskedQuestion>();
      expect(state).toBe('pending');
      await organisers.event<{ id: number }>('question-reviewed', (e) => e.id === id);
      expect((await at.list('05')).json()).toEqual([]);
      expect((await at.list('05', other.token)).json()).toEqual([]);
      expect((await at.list('05', someone.token)).json<Question[]>()).toMatchObject([
        { id, state: 'pending', mine: true },
      ]);
      expect((await at.list('05', org.token)).json<Question[]>()).toMatchObject([{ id, state: 'pending' }]);
      expect((await at.vote(other.token, id)).statusCode).toBe(404);

      expect((await at.moderate(org.token, id, { state: 'shown' })).statusCode).toBe(200);
      await publicStream.event<Question>('question-changed', (q) => q.id === id && q.state === 'shown');
      expect((await at.list('05')).json<Question[]>().map((q) => q.id)).toEqual([id]);
      // The public stream never carried the waiting question.
      expect(publicStream.events.some((m) => m.event === 'question-reviewed')).toBe(false);
      expect(publicStream.messages.filter((m) => m.data?.includes('À valider'))).toHaveLength(1);
    } finally {
      await approving.close();
    }
  });

  it('refuses a fourth question within a minute from one account (those refused for their text not counted), in French with Retry-After, whatever its address', async () => {
    const eager = await fresh();
    // Those refused for their text do not count: corrected, they go at once.
    for (const text of ['<b>Une</b>', 'x'.repeat(281), 'Salle\u0000']) {
      expect((await room().ask(eager.token, { slotId: '14', text })).statusCode).toBe(400);
    }
    for (const text of ['Une', 'Deux', 'Trois']) {
      const res = await room().ask(eager.token, { slotId: '14', text });
      expect(res.statusCode, res.body).toBe(201);
    }
    const fourth = await room().ask(eager.token, { slotId: '14', text: 'Quatre' });
    expect(fourth.statusCode).toBe(429);
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
    expect(fourth.json<{ message: string }>().message).toMatch(/^Trop de tentatives\. Réessayez dans 1 minute\.$/);
    // Another account behind the same address (the venue's wifi) asks as usual.
    expect((await room().ask((await fresh()).token, { slotId: '14', text: 'Cinq' })).statusCode).toBe(201);
    expect((await room().list('14')).json<Question[]>().map((q) => q.text)).toEqual(['Une', 'Deux', 'Trois', 'Cinq']);
  });

  it('takes an erased account’s questions off the open pages; its votes for others’ stay, anonymous', async () => {
    const leaving = await newMember(t.app, 'Partant');
    const staying = await fresh();
    const s = await stream();
    const id = (await room().ask(leaving.token, { slotId: '13', text: 'Je pars bientôt' })).json<AskedQuestion>().id;
    const other = (await room().ask(staying.token, { slotId: '13', text: 'Je reste' })).json<AskedQuestion>().id;
    await s.event<Question>('question-changed', (q) => q.id === id);
    expect((await room().vote(leaving.token, other)).json()).toEqual({ votes: 1 });
    const erased = await room().erase(leaving);
    expect(erased.statusCode, erased.body).toBe(204);
    await s.event<{ id: number }>('question-removed', (e) => e.id === id);
    // Decision 120: the vote counts still, and belongs to nobody (the asker still sees it as not theirs).
    expect((await room().list('13', staying.token)).json<Question[]>()).toEqual([
      expect.objectContaining({ id: other, votes: 1, mine: true, voted: false }),
    ]);
    expect((await room().vote(staying.token, other)).statusCode).toBe(409);
    const voter = await fresh();
    expect((await room().vote(voter.token, other)).json()).toEqual({ votes: 2 });
    expect((await room().unvote(voter.token, other)).json()).toEqual({ votes: 1 });
  });
});
