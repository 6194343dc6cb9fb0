import type { QuizAnswerBody } from '@congres/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { QUIZ_CHECK_INTERVAL_MS } from '../../content/quizzes';
import { postQuizAnswers } from './api/quiz-api';
import { deliver, keepAnswers, keptAnswers, type Delivery } from './quiz-outbox';

export type DeliveryState = { state: 'none' } | Delivery;

/**
 * The answers of one quiz on their way (decision 093): kept on the phone first, then sent; kept
 * answers found at load (a reload, the tab reopened) are sent again, and again when the network
 * returns and every QUIZ_CHECK_INTERVAL_MS meanwhile (the `online` event alone is not reliable).
 */
export function useQuizDelivery(userId: string, quizId: string, token: string) {
  const client = useQueryClient();
  const [delivery, setDelivery] = useState<DeliveryState>({ state: 'none' });
  const sending = useRef(false);

  const attempt = useCallback(async () => {
    if (sending.current) return;
    sending.current = true;
    try {
      const kept = await keptAnswers(userId, quizId);
      if (kept === undefined) return;
      const outcome = await deliver(kept, (answers) => postQuizAnswers(quizId, answers, token));
      setDelivery(outcome);
      if (outcome.state !== 'pending') void client.invalidateQueries({ queryKey: ['quiz'] });
    } catch {
      // IndexedDB refused (private mode at its limit): what is shown stays as it was.
    } finally {
      sending.current = false;
    }
  }, [client, userId, quizId, token]);

  useEffect(() => {
    let stopped = false;
    void keptAnswers(userId, quizId)
      .then((kept) => {
        if (!stopped && kept !== undefined) {
          setDelivery({ state: 'pending' });
          void attempt();
        }
      })
      .catch(() => undefined);
    const retry = () => void attempt();
    window.addEventListener('online', retry);
    const timer = setInterval(retry, QUIZ_CHECK_INTERVAL_MS);
    return () => {
      stopped = true;
      window.removeEventListener('online', retry);
      clearInterval(timer);
    };
  }, [attempt, userId, quizId]);

  const submit = useCallback(
    async (answers: QuizAnswerBody['answers']) => {
      await keepAnswers(userId, quizId, answers);
      setDelivery({ state: 'pending' });
      await attempt();
    },
    [attempt, userId, quizId],
  );
  return { delivery, submit };
}
