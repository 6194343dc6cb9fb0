import type {
  AskedQuestion,
  CreatedPoll,
  ModerateQuestionBody,
  PollList,
  QuestionList,
  QuestionVotes,
} from '@congres/contracts/room';
import { callApi, serverMessageOr, type ApiResult } from '../../../lib/api-result';

const slotQuery = (slotId: string) => `?slot=${encodeURIComponent(slotId)}`;
const retry = (what: string) => serverMessageOr(`${what} : vérifiez votre connexion, puis réessayez.`);

/** GET /api/questions?slot= (decision 118): with a token, the caller's own waiting questions and votes too. */
export function getQuestions(slotId: string, token: string | null): Promise<ApiResult<QuestionList>> {
  return callApi(
    `/questions${slotQuery(slotId)}`,
    { token },
    'QuestionList',
    retry('Les questions n’ont pas pu être chargées'),
  );
}

/** GET /api/polls?slot=: with a token, the caller's own vote in each. */
export function getPolls(slotId: string, token: string | null): Promise<ApiResult<PollList>> {
  return callApi(`/polls${slotQuery(slotId)}`, { token }, 'PollList', retry('Les sondages n’ont pas pu être chargés'));
}

/** POST /api/questions (signed in). */
export function askQuestion(
  token: string,
  question: { slotId: string; text: string; signed: boolean },
): Promise<ApiResult<AskedQuestion>> {
  return callApi(
    '/questions',
    { method: 'POST', token, json: question },
    'AskedQuestion',
    retry('La question n’a pas pu être envoyée'),
  );
}

/** PUT (vote) or DELETE (take it back) /api/questions/{id}/vote. */
export function voteQuestion(token: string, id: number, vote: boolean): Promise<ApiResult<QuestionVotes>> {
  return callApi(
    `/questions/${id}/vote`,
    { method: vote ? 'PUT' : 'DELETE', token },
    'QuestionVotes',
    retry(vote ? 'Le vote n’a pas pu être envoyé' : 'Le vote n’a pas pu être retiré'),
  );
}

/** PATCH /api/questions/{id} (organisers). */
export function moderateQuestion(token: string, id: number, change: ModerateQuestionBody): Promise<ApiResult<true>> {
  return callApi(
    `/questions/${id}`,
    { method: 'PATCH', token, json: change },
    null,
    retry('La question n’a pas pu être modifiée'),
  );
}

/** POST /api/polls (organisers): a draft. */
export function createPoll(
  token: string,
  poll: { slotId: string; question: string; choices: string[] },
): Promise<ApiResult<CreatedPoll>> {
  return callApi(
    '/polls',
    { method: 'POST', token, json: poll },
    'CreatedPoll',
    retry('Le sondage n’a pas pu être enregistré'),
  );
}

/** POST /api/polls/{id}/open or /close (organisers). */
export function movePoll(token: string, id: number, action: 'open' | 'close'): Promise<ApiResult<true>> {
  return callApi(
    `/polls/${id}/${action}`,
    { method: 'POST', token },
    null,
    retry(action === 'open' ? 'Le sondage n’a pas pu être ouvert' : 'Le sondage n’a pas pu être clos'),
  );
}

/** PUT /api/polls/{id}/vote (signed in). */
export function votePoll(token: string, id: number, choice: number): Promise<ApiResult<true>> {
  return callApi(
    `/polls/${id}/vote`,
    { method: 'PUT', token, json: { choice } },
    null,
    retry('Le vote n’a pas pu être envoyé'),
  );
}
