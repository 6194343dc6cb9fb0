import { SITE_ROUTES } from '@congres/contracts';
import { type ModerateQuestionBody, type Poll, type Question } from '@congres/contracts/room';
import { Link, useLocation } from 'react-router';
import { Page } from '../../../components/ui/page';
import { useSession } from '../../../lib/session';
import { useSharedSubmit } from '../../../lib/use-shared-submit';
import { moderateQuestion, movePoll, voteQuestion, votePoll } from '../api/room-api';
import { OrganiserRefresh } from '../organiser-refresh';
import { pinnedQuestion, withOwnPollVote, withOwnVote } from '../room-lists';
import { SLOT_PARAM, useRoomSlot } from '../use-room-slot';
import { useRoom } from '../use-room';
import { AskForm } from './ask-form';
import { PollCard } from './poll-card';
import { PollForm } from './poll-form';
import { QuestionItem } from './question-item';
import { SlotPicker, slotLabel } from './slot-picker';
import '../room.css';
import { ActionNotice, noticeOf } from '../../../components/ui/action-notice';

const MODERATED: Record<string, string> = {
  shown: 'Question affichée pour toute la salle.',
  answered: 'Question marquée comme répondue.',
  hidden: 'Question masquée : seuls les organisateurs la voient encore.',
};

/**
 * /questions (decision 118): the questions of a session and its polls, on a phone held in one
 * hand. The session on now by default (?seance= for another); ask, vote, answer a poll when
 * signed in; organisers moderate, pin, write and run polls from the same page.
 */
export function QuestionsPage() {
  const { slots, slot, currentId, unknown, choose } = useRoomSlot();
  const { token, user, signedIn } = useSession();
  const organiser = signedIn && user?.role === 'organiser';
  const slotId = slot?.id ?? '';
  const room = useRoom(slotId, token, organiser);
  const actions = useSharedSubmit();
  const location = useLocation();
  const screen = `${SITE_ROUTES.questionsScreen}?${SLOT_PARAM}=${encodeURIComponent(slotId)}`;

  const vote = (question: Question) => {
    const voted = question.voted !== true;
    actions.run(
      () => voteQuestion(token ?? '', question.id, voted),
      ({ votes }) => {
        room.update((lists) => withOwnVote(lists, question.id, voted, votes));
        return voted ? 'Vote enregistré.' : 'Vote retiré.';
      },
    );
  };
  const moderate = (question: Question, change: ModerateQuestionBody) =>
    actions.run(
      () => moderateQuestion(token ?? '', question.id, change),
      () => {
        room.reload();
        if (change.pinned === true) return 'Question épinglée : l’écran de la salle l’affiche en grand.';
        if (change.pinned === false) return 'Question désépinglée.';
        return MODERATED[change.state ?? ''] ?? 'Question modifiée.';
      },
    );
  const answerPoll = (poll: Poll, choice: number) =>
    actions.run(
      async () => {
        const result = await votePoll(token ?? '', poll.id, choice);
        // Voted from another device, or closed meanwhile: the lists say how things stand.
        if (!result.ok && result.status === 409) room.reload();
        return result;
      },
      () => {
        room.update((lists) => withOwnPollVote(lists, poll.id, choice));
        return 'Vote enregistré : les résultats s’affichent en direct.';
      },
    );
  const runPoll = (poll: Poll, action: 'open' | 'close') =>
    actions.run(
      () => movePoll(token ?? '', poll.id, action),
      () => {
        room.reload();
        return action === 'open' ? 'Sondage ouvert : la salle peut voter.' : 'Sondage clos.';
      },
    );

  const pinned = pinnedQuestion(room.lists);
  const others = room.lists.questions.filter((question) => question !== pinned);
  const item = (question: Question) => (
    <QuestionItem
      key={question.id}
      question={question}
      canVote={signedIn}
      organiser={organiser}
      busy={actions.locked}
      onVote={vote}
      onModerate={moderate}
    />
  );

  return (
    <Page title="Questions et sondages">
      {organiser ? <OrganiserRefresh slotId={slotId} onChange={room.reload} /> : null}
      {unknown ? (
        <p className="alert alert--error" role="alert">
          Cette séance n’est pas au programme : choisissez-en une ci-dessous.
        </p>
      ) : null}
      {slots.length > 0 ? <SlotPicker slots={slots} slotId={slotId} currentId={currentId} onChange={choose} /> : null}
      {slot !== undefined ? <p className="room-slot__title">{slotLabel(slot)}</p> : null}
      {organiser ? (
        <p>
          <Link className="button button--secondary" to={screen}>
            Ouvrir l’écran de la salle
          </Link>
        </p>
      ) : null}

      <ActionNotice notice={noticeOf(actions)} />
      {room.error !== null ? (
        <p className="alert alert--error" role="alert">
          {room.error}
        </p>
      ) : null}

      {room.lists.polls.length > 0 || organiser ? (
        <section aria-labelledby="room-polls-title" className="room-section">
          <h2 id="room-polls-title">Sondages</h2>
          {room.lists.polls.length > 0 ? (
            <ul className="room-polls">
              {room.lists.polls.map((poll) => (
                <PollCard
                  key={poll.id}
                  poll={poll}
                  canVote={signedIn}
                  organiser={organiser}
                  busy={actions.locked}
                  onVote={answerPoll}
                  onMove={runPoll}
                />
              ))}
            </ul>
          ) : (
            <p>Aucun sondage pour cette séance.</p>
          )}
          {organiser && token !== null ? <PollForm token={token} slotId={slotId} onCreated={room.reload} /> : null}
        </section>
      ) : null}

      <section aria-labelledby="room-ask-title" className="room-section">
        <h2 id="room-ask-title">Poser une question</h2>
        {signedIn && token !== null && user !== null ? (
          <AskForm token={token} slotId={slotId} username={user.username} onAsked={() => room.reload()} />
        ) : (
          <div className="card">
            <p>Connectez-vous pour poser une question ou voter : votre nom n’est affiché que si vous le choisissez.</p>
            <Link
              className="button"
              to={SITE_ROUTES.login}
              state={{ returnTo: `${location.pathname}${location.search}` }}
            >
              Se connecter
            </Link>
          </div>
        )}
      </section>

      <section aria-labelledby="room-questions-title" className="room-section">
        <h2 id="room-questions-title">{room.known ? `Questions (${room.lists.questions.length})` : 'Questions'}</h2>
        {room.loading ? (
          <p role="status">Chargement des questions…</p>
        ) : !room.known ? (
          <p>Les questions s’afficheront ici dès que la connexion reviendra.</p>
        ) : room.lists.questions.length === 0 ? (
          <p>Aucune question pour le moment : soyez la première personne à en poser une.</p>
        ) : (
          <ol className="room-questions">
            {pinned !== undefined ? item(pinned) : null}
            {others.map(item)}
          </ol>
        )}
      </section>
    </Page>
  );
}
