import type { FastifyRequest } from 'fastify';
import { normalizeEmail } from '../../../domain/account/users.js';

/**
 * preValidation of the account routes: trims and lower-cases `email` and trims `username`
 * before the schema checks them, so that spaces around a value neither fail the format check
 * nor create a second account.
 */
export async function normalizeAccountFields(request: FastifyRequest): Promise<void> {
  const body = request.body;
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return;
  const fields = body as Record<string, unknown>;
  if (typeof fields.email === 'string') fields.email = normalizeEmail(fields.email);
  if (typeof fields.username === 'string') fields.username = fields.username.trim();
}
