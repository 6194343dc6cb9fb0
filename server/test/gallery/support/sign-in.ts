import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { login, register } from '../../accounts/support.js';

let counter = 0;

/** A registered, logged-in account: what tests need to act as it and to check its rows. */
export interface Member {
  id: number;
  email: string;
  username: string;
  password: string;
  token: string;
}

/** A new account, registered and logged in through the accounts API. */
export async function newMember(app: FastifyInstance, username = 'Camille Martin'): Promise<Member> {
  counter += 1;
  const account = await register(app, { email: `photographe${counter}@exemple.fr`, username });
  if (account.status !== 201) throw new Error(`register answered ${account.status}`);
  const token = await login(app, account.email, account.password);
  return { id: Number(decodeJwt(token).sub), email: account.email, username, password: account.password, token };
}

/** A new account, registered and logged in through the accounts API; returns its bearer token. */
export async function signIn(app: FastifyInstance, username = 'Camille Martin'): Promise<string> {
  return (await newMember(app, username)).token;
}
