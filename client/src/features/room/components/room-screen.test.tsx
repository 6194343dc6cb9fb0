import type { Poll, Question } from '@congres/contracts/room';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendLiveEvent, stubEventSource, TestEventSource } from '../../../test/fake-event-source';
import { json, stubFetch } from '../../../test/stub-network';
import { RoomScreen } from './room-screen';
import { aPoll, aQuestion } from '../test-fixtures';

const poll = aPoll({
  id: 4,
  question: 'Pour ou contre ?',
  choices: [
    { label: 'Pour', votes: 1 },
    { label: 'Contre', votes: 0 },
  ],
});

beforeEach(() => stubEventSource());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderScreen(questions: Question[], polls: Poll[] = []) {
  stubFetch((url) => {
    if (url.includes('/api/questions?slot=05')) return json(questions);
    if (url.includes('/api/polls?slot=05')) return json(polls);
    if (url.includes('/api/quizzes/podium')) return json({ entries: [] });
    return json({ message: 'inattendu' }, 404);
  });
  render(
    <MemoryRouter initialEntries={['/questions/ecran?seance=05']}>
      <RoomScreen />
    </MemoryRouter>,
  );
}

describe('the room’s screen', () => {
  it('shows the pinned question large, the most voted below, and follows a pin without a reload', async () => {
    renderScreen([aQuestion(1, 3), aQuestion(2, 1, { pinned: true })]);
    expect(await screen.findByText('Question numéro 2', { selector: '.room-screen__pinned-text' })).toBeInTheDocument();
    expect(screen.getByText('Question numéro 1').closest('li')).toHaveTextContent('3 votes');
    expect(screen.getByRole('img', { name: /^Code QR vers http.*\/questions\?seance=05$/ })).toBeInTheDocument();
    await waitFor(() => expect(TestEventSource.opened).toHaveLength(1));
    sendLiveEvent('question-changed', aQuestion(2, 1));
    sendLiveEvent('question-changed', aQuestion(1, 3, { pinned: true }));
    await waitFor(() =>
      expect(document.querySelector('.room-screen__pinned-text')).toHaveTextContent('Question numéro 1'),
    );
    // Hidden by an organiser: gone from the screen.
    sendLiveEvent('question-removed', { id: 2, slotId: '05' });
    await waitFor(() => expect(screen.queryByText('Question numéro 2')).toBeNull());
  });

  it('shows one thing at a time: the podium when shown, else the open poll’s bars filling live, else the questions', async () => {
    renderScreen([aQuestion(1, 3), aQuestion(2, 1, { pinned: true })], [poll]);
    expect(await screen.findByText('Pour ou contre ?')).toBeInTheDocument();
    // One thing at a time (decision 121): the open poll holds the screen, the questions wait.
    expect(screen.queryByText('Question numéro 2')).toBeNull();
    expect(screen.queryByText('Question numéro 1')).toBeNull();
    await waitFor(() => expect(TestEventSource.opened).toHaveLength(1));
    sendLiveEvent('poll-votes', { id: 4, slotId: '05', votes: [3, 1], tally: 4 });
    await waitFor(() => expect(screen.getByText('Pour').closest('li')).toHaveTextContent('3 votes · 75 %'));
    sendLiveEvent('podium-shown', {
      entries: [
        { rank: 1, name: 'Dana Quatrième', score: 4, max: 4 },
        { rank: 2, name: 'Participant 2', score: 4, max: 4 },
      ],
    });
    expect(await screen.findByRole('region', { name: 'Podium de la remise des prix' })).toHaveTextContent(
      'Participant 2',
    );
    expect(screen.queryByText('Pour ou contre ?')).toBeNull();
    sendLiveEvent('podium-hidden', {});
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Podium de la remise des prix' })).toBeNull());
    expect(screen.getByText('Pour ou contre ?')).toBeInTheDocument();
    // Closed: its bars leave the screen, the pinned question and the most voted come back.
    sendLiveEvent('poll-changed', { ...poll, state: 'closed' });
    await waitFor(() => expect(screen.queryByText('Pour ou contre ?')).toBeNull());
    expect(screen.getByText('Question numéro 2', { selector: '.room-screen__pinned-text' })).toBeInTheDocument();
    expect(screen.getByText('Question numéro 1').closest('li')).toHaveTextContent('3 votes');
  });
});
