import { useCallback, useEffect, useRef, useState } from 'react';
import { useLiveEvent } from '../../lib/event-stream';
import { useBackoffRetry } from '../../lib/use-backoff-retry';
import { getPolls, getQuestions } from './api/room-api';
import {
  EMPTY_ROOM,
  withoutQuestion,
  withPoll,
  withPollVotes,
  withQuestion,
  withQuestionVotes,
  type RoomLists,
} from './room-lists';

export interface Room {
  lists: RoomLists;
  /** Until the first answer: the page says it is loading. */
  loading: boolean;
  /** Whether the lists come from a read that succeeded: else, offline, the page says they will come. */
  known: boolean;
  /** The French message of the last read that failed (the lists keep what they had). */
  error: string | null;
  /** Reads both lists again (after a `reset`, a moderation, a reconnection). */
  reload: () => void;
  /** Applies a change this page made itself (its own vote, a question asked). */
  update: (change: (lists: RoomLists) => RoomLists) => void;
}

/** What a page holds of one slot read by one caller: `key` says which, so that another slot starts empty. */
interface Held {
  key: string;
  lists: RoomLists;
  /** A read succeeded (else, once `failures` > 0, none has yet). */
  known: boolean;
  error: string | null;
  /** Reads failed in a row: the next is tried later each time. */
  failures: number;
}

/**
 * A slot's questions and polls (decision 118), kept current from the live stream: each event of
 * this slot updates the lists in place, counts by their tally. `organiser`: the page shows every
 * state, so a question taken off the public view stays (the organisers' own events read the
 * lists again: OrganiserRefresh). `token`: the caller's own waiting questions and votes.
 */
export function useRoom(slotId: string, token: string | null, organiser: boolean): Room {
  const key = `${slotId}|${token ?? ''}`;
  const [held, setHeld] = useState<Held>({
    key,
    lists: EMPTY_ROOM,
    known: false,
    error: null,
    failures: 0,
  });
  // The read of the slot now shown: an answer for a slot left meanwhile is dropped.
  const reading = useRef(0);
  const update = useCallback(
    (change: (lists: RoomLists) => RoomLists) =>
      setHeld((current) => (current.key === key ? { ...current, lists: change(current.lists) } : current)),
    [key],
  );

  const reload = useCallback(() => {
    const turn = ++reading.current;
    // No programme to show (an empty one): nothing to ask for.
    if (slotId === '') return;
    void Promise.all([getQuestions(slotId, token), getPolls(slotId, token)]).then(([questions, polls]) => {
      if (turn !== reading.current) return;
      if (!questions.ok || !polls.ok) {
        const error = !questions.ok ? questions.message : !polls.ok ? polls.message : null;
        setHeld((current) => ({
          ...(current.key === key ? current : { lists: EMPTY_ROOM, known: false, failures: 0 }),
          key,
          error,
          failures: (current.key === key ? current.failures : 0) + 1,
        }));
        return;
      }
      setHeld({
        key,
        lists: { ...EMPTY_ROOM, questions: questions.data, polls: polls.data },
        known: true,
        error: null,
        failures: 0,
      });
    });
  }, [key, slotId, token]);

  useEffect(reload, [reload]);
  // A read that failed (a phone offline, the venue's wifi gone) is made again, as the gallery's
  // (decision 036): `online` may come before the network carries anything, or never. The stream
  // gives what was missed meanwhile to lists that were read.
  useBackoffRetry(held.key === key ? held.failures : 0, reload);

  const ofSlot = (event: { slotId: string }) => event.slotId === slotId;
  useLiveEvent('question-changed', (question) => {
    if (ofSlot(question)) update((lists) => withQuestion(lists, question));
  });
  useLiveEvent('question-removed', (removed) => {
    if (ofSlot(removed) && !organiser) update((lists) => withoutQuestion(lists, removed.id));
  });
  useLiveEvent('question-votes', (count) => {
    if (ofSlot(count)) update((lists) => withQuestionVotes(lists, count));
  });
  useLiveEvent('poll-changed', (poll) => {
    if (ofSlot(poll)) update((lists) => withPoll(lists, poll));
  });
  useLiveEvent('poll-votes', (count) => {
    if (ofSlot(count)) update((lists) => withPollVotes(lists, count));
  });
  // Too much was missed while away: read everything again.
  useLiveEvent('reset', reload);

  const current = held.key === key ? held : undefined;
  return {
    lists: current?.lists ?? EMPTY_ROOM,
    loading: slotId !== '' && current?.known !== true && (current?.failures ?? 0) === 0,
    known: current?.known === true,
    error: current?.error ?? null,
    reload,
    update,
  };
}
