import {
  BAD_POLL_CHOICE,
  EMPTY_POLL_QUESTION,
  POLL_ALREADY_CLOSED,
  POLL_ALREADY_VOTED,
  POLL_CHOICE_COUNT,
  POLL_NOT_FOUND,
  POLL_NOT_OPEN,
  POLL_QUESTION_TOO_LONG,
  POLL_TEXT_REFUSED,
  SAME_POLL_CHOICES,
  UNKNOWN_POLL_CHOICE,
  UNKNOWN_QUESTION_SLOT,
  type CreatedPoll,
  type Poll,
  type PollVotesEvent,
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
let attendee: Member;
const streams: EventStream[] = [];

beforeAll(async () => {
  t = await startTestApp({}, { contentSeed: await testContentSeed() });
  base = await listening(t);
  organiser = await newMember(t.app, 'Org Anisateur');
  await makeOrganiser(t.app, organiser.id);
  attendee = await newMember(t.app, 'Sacha Durand');
});
afterAll(async () => {
  streams.forEach((stream) => stream.close());
  await t.close();
});

const room = () => roomClient(t.app);
const poll = { slotId: '05', question: 'Utilisez-vous cet outil ?', choices: ['Oui', 'Non', 'Pas encore'] };
async function created(body: Record<string, unknown> = poll): Promise<number> {
  const res = await room().createPoll(organiser.token, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<CreatedPoll>().id;
}

describe('polls of the room', () => {
  it('an organiser writes a draft (seen by organisers only), opens it, closes it; the results stay', async () => {
    const id = await created({ ...poll, question: '  Une question ?  ', choices: [' A ', 'B'] });
    expect((await room().polls('05')).json()).toEqual([]);
    const drafts = (await room().polls('05', organiser.token)).json<Poll[]>();
    expect(drafts).toEqual([
      {
        id,
        slotId: '05',
        question: 'Une question ?',
        state: 'draft',
        choices: [
          { label: 'A', votes: 0 },
          { label: 'B', votes: 0 },
        ],
        voted: null,
      },
    ]);
    // A draft takes no vote.
    expect((await room().votePoll(attendee.token, id, 0)).statusCode).toBe(404);
    expect((await room().openPoll(organiser.token, id)).statusCode).toBe(200);
    expect((await room().openPoll(organiser.token, id)).statusCode).toBe(200);
    expect((await room().votePoll(attendee.token, id, 1)).statusCode).toBe(200);
    const again = await room().votePoll(attendee.token, id, 0);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(errorBody(POLL_ALREADY_VOTED));
    expect((await room().closePoll(organiser.token, id)).statusCode).toBe(200);
    const late = await room().votePoll((await newMember(t.app, 'Retardataire')).token, id, 0);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual(errorBody(POLL_NOT_OPEN));
    const reopened = await room().openPoll(organiser.token, id);
    expect(reopened.statusCode).toBe(409);
    expect(reopened.json()).toEqual(errorBody(POLL_ALREADY_CLOSED));
    const [closed] = (await room().polls('05', attendee.token)).json<Poll[]>();
    expect(closed).toMatchObject({ state: 'closed', voted: 1, choices: [{ votes: 0 }, { votes: 1 }] });
    expect((await room().polls('05')).json<Poll[]>()[0]).not.toHaveProperty('voted');
  });

  it('counts one vote per account under votes sent at once', async () => {
    const id = await created({ ...poll, slotId: '06' });
    await room().openPoll(organiser.token, id);
    const members = await Promise.all(Array.from({ length: 10 }, (_, i) => newMember(t.app, `Sondé ${i}`)));
    const replies = await Promise.all([
      ...members.map((m, i) => room().votePoll(m.token, id, i % 3)),
      ...Array.from({ length: 6 }, (_, i) => room().votePoll(attendee.token, id, i % 3)),
    ]);
    expect(replies.filter((res) => res.statusCode === 200)).toHaveLength(11);
    expect(replies.filter((res) => res.statusCode === 409)).toHaveLength(5);
    const [counted] = (await room().polls('06')).json<Poll[]>();
    expect(counted?.choices.reduce((sum, c) => sum + c.votes, 0)).toBe(11);
  });

  it('keeps an erased account’s vote in the results (decision 120), and once per account still holds', async () => {
    const id = await created({ ...poll, slotId: '07' });
    await room().openPoll(organiser.token, id);
    const leaving = await newMember(t.app, 'Sondé partant');
    const staying = await newMember(t.app, 'Sondé restant');
    expect((await room().votePoll(leaving.token, id, 1)).statusCode).toBe(200);
    expect((await room().votePoll(staying.token, id, 1)).statusCode).toBe(200);
    expect((await room().erase(leaving)).statusCode).toBe(204);
    expect((await room().votePoll(staying.token, id, 0)).statusCode).toBe(409);
    await room().closePoll(organiser.token, id);
    const [results] = (await room().polls('07', staying.token)).json<Poll[]>();
    expect(results?.choices.map((c) => c.votes)).toEqual([0, 2, 0]);
    expect(results).toMatchObject({ state: 'closed', voted: 1 });
  });

  it('checks what is written: 2 to 6 distinct choices, lengths, no control character nor HTML', async () => {
    const cases: [Record<string, unknown>, string, number][] = [
      [{ ...poll, question: ' ' }, EMPTY_POLL_QUESTION, 400],
      [{ ...poll, question: 'q'.repeat(201) }, POLL_QUESTION_TOO_LONG(201), 400],
      [{ ...poll, choices: ['Seul'] }, POLL_CHOICE_COUNT(1), 400],
      [{ ...poll, choices: ['1', '2', '3', '4', '5', '6', '7'] }, POLL_CHOICE_COUNT(7), 400],
      [{ ...poll, choices: ['Oui', '  '] }, BAD_POLL_CHOICE(2), 400],
      [{ ...poll, choices: ['Oui', 'n'.repeat(81)] }, BAD_POLL_CHOICE(2), 400],
      [{ ...poll, choices: ['Oui', ' oui '] }, SAME_POLL_CHOICES, 400],
      [{ ...poll, choices: ['<b>Oui</b>', 'Non'] }, POLL_TEXT_REFUSED, 400],
      [{ ...poll, question: 'Vraiment\u0007 ?' }, POLL_TEXT_REFUSED, 400],
      [{ ...poll, slotId: '99' }, UNKNOWN_QUESTION_SLOT('99'), 404],
    ];
    for (const [body, message, status] of cases) {
      const res = await room().createPoll(organiser.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json()).toEqual(errorBody(message));
    }
    expect(
      (await room().polls('05', organiser.token)).json<Poll[]>().every((p) => p.question !== 'Vraiment\u0007 ?'),
    ).toBe(true);
  });

  it('refuses a choice the poll does not have, and an unknown poll, in French', async () => {
    const id = await created({ ...poll, slotId: '07' });
    await room().openPoll(organiser.token, id);
    for (const choice of [3, -1, 1.5]) {
      const res = await room().votePoll(attendee.token, id, choice);
      expect(res.statusCode, String(choice)).toBe(400);
      if (Number.isInteger(choice)) expect(res.json()).toEqual(errorBody(UNKNOWN_POLL_CHOICE(3)));
    }
    for (const bad of ['999999', 'x', '0']) {
      const res = await room().votePoll(attendee.token, bad, 0);
      expect(res.statusCode, bad).toBe(404);
      expect(res.json()).toEqual(errorBody(POLL_NOT_FOUND));
    }
  });

  it('lets only organisers write, open and close', async () => {
    const id = await created({ ...poll, slotId: '08' });
    expect((await room().createPoll(attendee.token, poll)).statusCode).toBe(403);
    expect((await room().openPoll(attendee.token, id)).statusCode).toBe(403);
    expect((await room().closePoll(attendee.token, id)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: `/api/polls/${id}/open` })).statusCode).toBe(401);
    expect((await room().polls('08', organiser.token)).json<Poll[]>()[0]?.state).toBe('draft');
  });

  it('tells the open pages: a draft to the organisers only, the opening, the counts and the close to everyone', async () => {
    const everyone = await openStream(base);
    const organisers = await openOrganiserStream(t.app, base, organiser.token);
    streams.push(everyone, organisers);
    await Promise.all([everyone.event('ready'), organisers.event('ready')]);
    const id = await created({ ...poll, slotId: '09' });
    await organisers.event<{ id: number }>('poll-drafted', (e) => e.id === id);
    await room().openPoll(organiser.token, id);
    await everyone.event<Poll>('poll-changed', (p) => p.id === id && p.state === 'open');
    const members = await Promise.all([0, 1, 2].map((i) => newMember(t.app, `Direct ${i}`)));
    await Promise.all(members.map((m) => room().votePoll(m.token, id, 2)));
    const counts = await everyone.event<PollVotesEvent>('poll-votes', (e) => e.id === id && e.votes[2] === 3);
    expect(counts).toMatchObject({ slotId: '09', votes: [0, 0, 3], tally: 3 });
    await room().closePoll(organiser.token, id);
    await everyone.event<Poll>('poll-changed', (p) => p.id === id && p.state === 'closed');
    expect(everyone.events.some((m) => m.event === 'poll-drafted')).toBe(false);
  });
});
