import type { FastifyInstance } from 'fastify';

let counter = 0;

/** Registers and logs in a new user through the accounts API; returns the bearer token. */
export async function signIn(app: FastifyInstance, username = 'Camille Martin'): Promise<string> {
  counter += 1;
  const email = `photographe${counter}-${process.pid}@exemple.fr`;
  const password = 'un mot de passe solide 2025';
  const registered = await app.inject({ method: 'POST', url: '/api/register', payload: { email, username, password } });
  if (registered.statusCode !== 201) throw new Error(`register: ${registered.statusCode} ${registered.body}`);
  const login = await app.inject({ method: 'POST', url: '/api/login_check', payload: { email, password } });
  if (login.statusCode !== 200) throw new Error(`login: ${login.statusCode} ${login.body}`);
  return login.json<{ token: string }>().token;
}
