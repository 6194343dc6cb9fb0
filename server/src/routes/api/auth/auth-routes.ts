import type { FastifyInstance } from 'fastify';
import forgotPassword from './forgot-password.js';
import loginCheck from './login-check.js';
import logout from './logout.js';
import register from './register.js';
import resetPassword from './reset-password.js';

/** The account routes of spec section 7, plus /logout. */
export default async function authRoutes(app: FastifyInstance): Promise<void> {
  await app.register(register);
  await app.register(loginCheck);
  await app.register(logout);
  await app.register(forgotPassword);
  await app.register(resetPassword);
}
