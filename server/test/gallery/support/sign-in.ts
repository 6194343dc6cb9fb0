import type { FastifyInstance } from 'fastify';
import { login, register } from '../../accounts/support.js';

let counter = 0;

/** A new account, registered and logged in through the accounts API; returns its bearer token. */
export async function signIn(app: FastifyInstance, username = 'Camille Martin'): Promise<string> {
  counter += 1;
  const account = await register(app, { email: `photographe${counter}@exemple.fr`, username });
  if (account.status !== 201) throw new Error(`register answered ${account.status}`);
  return login(app, account.email, account.password);
}
