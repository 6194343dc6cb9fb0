import type { FastifyInstance } from 'fastify';

/** Registers an account through the API and returns its credentials. */
export async function register(
  app: FastifyInstance,
  account: { email?: string; username?: string; password?: string } = {},
): Promise<{ email: string; username: string; password: string; status: number }> {
  const body = {
    email: account.email ?? 'alice@example.fr',
    username: account.username ?? 'Alice Martin',
    password: account.password ?? 'correct horse battery',
  };
  const res = await app.inject({ method: 'POST', url: '/api/register', payload: body });
  return { ...body, status: res.statusCode };
}

/** Logs in through the API and returns the token (throws if the login fails). */
export async function login(app: FastifyInstance, email: string, password: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/login_check', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json<{ token: string }>().token;
}

/** Calls POST /api/logout, a route guarded by app.requireUser, with a bearer token. */
export function callGuarded(app: FastifyInstance, token: string | undefined) {
  return app.inject({
    method: 'POST',
    url: '/api/logout',
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
  });
}
