import type { FastifyInstance } from 'fastify';
import { signHalfDay } from '../evidence/support.js';
import { newMember, type Member } from '../gallery/support/sign-in.js';
import { bearer } from '../moderation/support.js';

/** A new account that signed the morning's sheet: a participant, who may answer (decision 105). */
export async function newParticipant(app: FastifyInstance, username: string): Promise<Member> {
  const member = await newMember(app, username);
  await signHalfDay(app, member, 'matin');
  return member;
}

/** POST /api/satisfaction/answers as `token`. */
export const postAnswers = (
  app: FastifyInstance,
  token: string,
  answers: Record<string, unknown>,
  questionnaireId = 'satisfaction',
) =>
  app.inject({
    method: 'POST',
    url: '/api/satisfaction/answers',
    headers: bearer(token),
    payload: { questionnaireId, answers },
  });
