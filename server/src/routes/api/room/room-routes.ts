import type { FastifyInstance } from 'fastify';
import askQuestion from './ask-question.js';
import createPoll from './create-poll.js';
import listPolls from './list-polls.js';
import listQuestions from './list-questions.js';
import moderateQuestion from './moderate-question.js';
import openClosePoll from './open-close-poll.js';
import votePoll from './vote-poll.js';
import voteQuestion from './vote-question.js';

/**
 * The room, live (decision 118): questions to the speakers (/api/questions) and polls
 * (/api/polls), per programme slot. Read by anyone, asked and voted by signed-in attendees,
 * moderated, written, opened and closed by organisers.
 */
export default async function roomRoutes(app: FastifyInstance): Promise<void> {
  await app.register(listQuestions);
  await app.register(askQuestion);
  await app.register(voteQuestion);
  await app.register(moderateQuestion);
  await app.register(listPolls);
  await app.register(createPoll);
  await app.register(openClosePoll);
  await app.register(votePoll);
}
