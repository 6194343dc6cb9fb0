import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createRoomPolls, type RoomPolls } from './room-polls.js';
import { createRoomQuestions, type Publish, type RoomQuestions } from './room-questions.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The room, live (decision 118): the questions to the speakers and the polls. */
    room: { questions: RoomQuestions; polls: RoomPolls };
  }
}

/**
 * The room's questions and polls, with their live events: counts go out at most every
 * COUNT_EVERY_MS per question or poll; what waits is sent when the app closes.
 */
export default fp(
  async function roomPlugin(app: FastifyInstance) {
    const publish: Publish = (type, data) => app.live.publish(type, data);
    const onError = (what: string) => (error: unknown) => app.log.error({ err: error }, `live count not sent: ${what}`);
    const questions = createRoomQuestions({
      db: app.db,
      publish,
      approval: app.config.questionsApproval,
      onError: onError('question'),
    });
    const polls = createRoomPolls({ db: app.db, publish, onError: onError('poll') });
    app.decorate('room', { questions, polls });
    app.addHook('preClose', async () => {
      await Promise.all([questions.counts.flush(), polls.counts.flush()]);
    });
  },
  { name: 'room', dependencies: ['database', 'live'] },
);
