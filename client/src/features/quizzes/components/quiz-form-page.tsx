import { SITE_ROUTES, type QuizAnswerBody, type QuizForm } from '@congres/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { accountKey, dataOf, failureOf } from '../../../lib/query-client';
import { useSubmit } from '../../../lib/use-submit';
import { getQuizForm } from '../api/quiz-api';
import { useQuizDelivery, type DeliveryState } from '../use-quiz-delivery';
import { MyQuizScores } from './my-quiz-scores';
import '../quiz.css';

/**
 * A QCM written in the site (decision 093), opened from /quizz in a new tab: the questions, one
 * answer per account. What is sent is first kept on the phone, so that an answer given without
 * network leaves as soon as it returns.
 */
export function QuizFormPage({ quizId, token, userId }: { quizId: string; token: string; userId: string }) {
  const query = useQuery({
    queryKey: ['quiz', 'form', quizId, accountKey(token)],
    queryFn: () => dataOf(getQuizForm(quizId, token)),
    // Asked once: the form answered offline must not vanish when a refetch fails.
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const { delivery, submit } = useQuizDelivery(userId, quizId, token);
  const failure = failureOf(query);

  if (delivery.state !== 'none') return <DeliveryNotice delivery={delivery} />;
  if (query.data === undefined) {
    if (failure === null) return <p role="status">Chargement du QCM…</p>;
    return (
      <div className="card">
        <p className="alert alert--error" role="alert">
          {failure.status === 0
            ? 'Pas de réseau : le QCM s’affichera dès le retour de la connexion. Gardez cette page ouverte.'
            : failure.message}
        </p>
        <Link to={SITE_ROUTES.quizz}>Retour aux quiz</Link>
      </div>
    );
  }
  if (query.data.answered) return <DeliveryNotice delivery={{ state: 'already' }} />;
  return <QuestionsForm form={query.data} onSubmit={submit} />;
}

function QuestionsForm({
  form,
  onSubmit,
}: {
  form: QuizForm;
  onSubmit: (answers: QuizAnswerBody['answers']) => Promise<void>;
}) {
  const [picked, setPicked] = useState<Record<string, number[]>>({});
  const toggle = (questionId: string, choice: number, multiple: boolean) =>
    setPicked((current) => {
      const was = current[questionId] ?? [];
      const next = multiple ? (was.includes(choice) ? was.filter((c) => c !== choice) : [...was, choice]) : [choice];
      return { ...current, [questionId]: next };
    });
  // Sending here is keeping the answers in the phone's outbox (IndexedDB) until the server takes them.
  const submission = useSubmit(
    async () => {
      try {
        await onSubmit(picked);
        return { ok: true, data: undefined };
      } catch {
        return {
          ok: false,
          message: 'Vos réponses n’ont pas pu être gardées sur ce téléphone : réessayez.',
          status: 0,
        };
      }
    },
    {
      check: () => {
        const missing = form.questions.findIndex((question) => (picked[question.id] ?? []).length === 0);
        return missing < 0
          ? null
          : `Répondez à la question ${missing + 1} avant d’envoyer : une seule réponse est possible par QCM.`;
      },
      onSuccess: () => undefined,
    },
  );
  const { error: problem, pending: busy } = submission;
  return (
    <form className="quiz-form" onSubmit={(event) => void submission.submit(event)} noValidate>
      <p>
        {form.phase === 'avant' ? 'QCM avant la formation' : 'QCM après la formation'} : une seule réponse par
        participant. Sans réseau, vos réponses sont gardées sur ce téléphone et partent dès son retour.
      </p>
      <ol className="quiz-form__questions">
        {form.questions.map((question, index) => (
          <li key={question.id} className="card">
            <fieldset>
              <legend>
                <span className="visually-hidden">Question {index + 1} : </span>
                {question.text}
              </legend>
              {question.multiple ? <p className="quiz-form__hint">Plusieurs réponses possibles.</p> : null}
              {question.choices.map((choice, c) => (
                <label key={c} className="quiz-form__choice">
                  <input
                    type={question.multiple ? 'checkbox' : 'radio'}
                    name={question.id}
                    checked={(picked[question.id] ?? []).includes(c)}
                    onChange={() => toggle(question.id, c, question.multiple)}
                  />
                  {choice}
                </label>
              ))}
            </fieldset>
          </li>
        ))}
      </ol>
      {problem === null ? null : (
        <p className="alert alert--error" role="alert">
          {problem}
        </p>
      )}
      <button type="submit" className="button" disabled={busy}>
        Envoyer mes réponses
      </button>
    </form>
  );
}

function DeliveryNotice({ delivery }: { delivery: DeliveryState }) {
  const text = {
    none: '',
    pending:
      'En attente du réseau : vos réponses sont gardées sur ce téléphone et seront envoyées dès le retour de la connexion, tant que le QCM est ouvert. Vous pouvez fermer cette page.',
    sent: 'Envoyé : vos réponses sont enregistrées. Merci !',
    already: 'Déjà répondu : vous avez déjà envoyé vos réponses à ce QCM (une seule réponse par participant).',
    closed: 'Fermé : ce QCM ne prend plus de réponses, celles gardées sur ce téléphone n’ont pas pu être envoyées.',
    refused: '',
  }[delivery.state];
  const message = delivery.state === 'refused' ? delivery.message : text;
  const error = delivery.state === 'closed' || delivery.state === 'refused';
  return (
    <div className="card quiz-form__notice">
      <p
        className={`alert ${error ? 'alert--error' : delivery.state === 'pending' ? 'quiz-form__pending' : 'alert--success'}`}
        role="status"
      >
        {message}
      </p>
      {delivery.state === 'sent' || delivery.state === 'already' ? <MyQuizScores /> : null}
      <Link to={SITE_ROUTES.quizz}>Retour aux quiz</Link>
    </div>
  );
}
