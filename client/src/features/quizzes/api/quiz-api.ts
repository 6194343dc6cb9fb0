import {
  QUIZ_RESULTS_CSV_PATH,
  type MyQuizResults,
  type QuizAnswerBody,
  type QuizAnswerReceipt,
  type QuizForm,
  type QuizResults,
} from '@congres/contracts';
import { callApi, serverMessageOr, type ApiResult } from '../../../lib/api-result';
import { fetchFile, saveFile } from '../../../lib/download-file';

/** GET /api/quizzes/{id}: the questions, while the quiz is open. */
export function getQuizForm(id: string, token: string): Promise<ApiResult<QuizForm>> {
  return callApi(
    `/quizzes/${encodeURIComponent(id)}`,
    { token },
    'QuizForm',
    serverMessageOr('Le QCM n’a pas pu être chargé : vérifiez votre connexion, puis rechargez la page.'),
  );
}

/** POST /api/quizzes/{id}/answers: once per account. */
export function postQuizAnswers(
  id: string,
  answers: QuizAnswerBody['answers'],
  token: string,
): Promise<ApiResult<QuizAnswerReceipt>> {
  return callApi(
    `/quizzes/${encodeURIComponent(id)}/answers`,
    { method: 'POST', token, json: { answers } },
    'QuizAnswerReceipt',
    serverMessageOr('Vos réponses n’ont pas pu être envoyées : vérifiez votre connexion.'),
  );
}

/** GET /api/quizzes/mine: what this account answered and, after the last QCM, its scores. */
export function getMyQuizResults(token: string): Promise<ApiResult<MyQuizResults>> {
  return callApi(
    '/quizzes/mine',
    { token },
    'MyQuizResults',
    serverMessageOr('Vos résultats n’ont pas pu être chargés : vérifiez votre connexion, puis rechargez la page.'),
  );
}

/** GET /api/quizzes/results (organisers). */
export function getQuizResults(token: string): Promise<ApiResult<QuizResults>> {
  return callApi(
    '/quizzes/results',
    { token },
    'QuizResults',
    serverMessageOr('Les résultats n’ont pas pu être chargés : vérifiez votre connexion, puis rechargez la page.'),
  );
}

/** GET /api/quizzes/results.csv (organisers), saved by the browser as a file; null once saved, else why not. */
export async function downloadQuizResultsCsv(token: string): Promise<string | null> {
  const failed = 'Le fichier n’a pas pu être téléchargé : vérifiez votre connexion, puis réessayez.';
  const file = await fetchFile(QUIZ_RESULTS_CSV_PATH.replace(/^\/api/, ''), token, 'resultats-qcm.csv', failed);
  if (!file.ok) return file.message;
  saveFile(file.data);
  return null;
}
