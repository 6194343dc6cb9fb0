import { SITE_ROUTES } from '@congres/contracts';
import { useEffect, useState } from 'react';
import { QrCode } from '../../../lib/qr-code';
import { usePodium } from '../../quizzes/public/use-podium';
import { pinnedQuestion } from '../room-lists';
import { SLOT_PARAM, useRoomSlot } from '../use-room-slot';
import { useRoom } from '../use-room';
import { PollResults } from './poll-results';
import { slotLabel } from './slot-picker';
import './room-screen.css';

/** How many of the most voted questions the screen lists under the pinned one. */
export const SCREEN_QUESTIONS = 4;

/**
 * /questions/ecran?seance=… (decision 118): the room's screen, open to anyone like /mur (nothing
 * on it is private). Black from edge to edge: the prize quiz's podium when organisers show it, the
 * open poll's bars filling, the pinned question large, the most voted below, the QR code to
 * /questions; all of it live, without a reload.
 */
export function RoomScreen() {
  const { slot } = useRoomSlot();
  const slotId = slot?.id ?? '';
  const room = useRoom(slotId, null, false);
  const podium = usePodium();
  const [address] = useState(
    () => new URL(`${SITE_ROUTES.questions}?${SLOT_PARAM}=${encodeURIComponent(slotId)}`, window.location.origin).href,
  );
  useEffect(() => {
    // What the browser tests wait for (the Layout says it on the other pages).
    document.documentElement.dataset.hydrated = 'true';
  }, []);

  const pinned = pinnedQuestion(room.lists);
  const shown = room.lists.questions.filter((q) => q !== pinned && q.state === 'shown').slice(0, SCREEN_QUESTIONS);
  const poll = room.lists.polls.filter((p) => p.state === 'open').at(-1);
  // One thing holds the room's eyes at a time (decision 121), whole rather than cut by the
  // screen's edge: the podium while shown, else the open poll, else the pinned question and
  // the most voted, back as soon as the poll closes.
  const focus = podium.length > 0 ? 'podium' : poll !== undefined ? 'poll' : 'questions';

  return (
    <main className="room-screen">
      <h1 className="room-screen__slot">{slot === undefined ? 'Questions de la salle' : slotLabel(slot)}</h1>
      <div className="room-screen__stage">
        {focus === 'podium' ? (
          <section className="room-screen__podium" aria-label="Podium de la remise des prix">
            <h2 className="room-screen__poll-question">Remise des prix</h2>
            <ol className="room-screen__winners">
              {podium.map((entry) => (
                <li key={entry.rank} className="room-screen__winner">
                  <span className="room-screen__votes">{entry.rank}</span>
                  <span>{entry.name}</span>
                  <span className="room-screen__score">
                    {entry.score}/{entry.max}
                  </span>
                </li>
              ))}
            </ol>
          </section>
        ) : null}
        {focus === 'poll' && poll !== undefined ? (
          <section className="room-screen__poll" aria-label="Sondage en cours">
            <h2 className="room-screen__poll-question">{poll.question}</h2>
            <PollResults poll={poll} className="room-screen__bars" />
          </section>
        ) : null}
        {focus === 'questions' && pinned !== undefined ? (
          <section className="room-screen__pinned" aria-label="Question en cours">
            <p className="room-screen__label">Question en cours</p>
            <p className="room-screen__pinned-text">{pinned.text}</p>
            <p className="room-screen__author">{pinned.author ?? 'Anonyme'}</p>
          </section>
        ) : null}
        {focus === 'questions' && shown.length > 0 ? (
          <section className="room-screen__most-voted" aria-label="Questions les plus votées">
            <ol className="room-screen__questions">
              {shown.map((question) => (
                <li key={question.id} className="room-screen__question">
                  <span className="room-screen__votes">
                    {question.votes} {question.votes > 1 ? 'votes' : 'vote'}
                  </span>
                  <span>{question.text}</span>
                </li>
              ))}
            </ol>
          </section>
        ) : focus === 'questions' && pinned === undefined ? (
          <p className="room-screen__empty">
            {room.loading
              ? 'Chargement…'
              : room.known
                ? 'Aucune question pour le moment.'
                : 'Les questions s’afficheront dès que la connexion reviendra.'}
          </p>
        ) : null}
      </div>
      <aside className="room-screen__invite">
        <QrCode text={address} label={`Code QR vers ${address}`} className="room-screen__qr" />
        <p>
          Posez vos questions
          <br />
          <strong>{new URL(address).host}/questions</strong>
        </p>
      </aside>
    </main>
  );
}
