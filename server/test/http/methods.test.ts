import net, { type AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config/config.js';
import { fakeClientBuild, tempDir } from '../support/test-app.js';

const FRONT = 'https://congres.example.org';
const data = tempDir('methods-data');
const client = tempDir('methods-client');
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildApp(
    loadConfig({
      DATA_DIR: data.dir,
      CLIENT_DIR: fakeClientBuild(client.dir),
      LOG_LEVEL: 'silent',
      CORS_ORIGINS: FRONT,
    }),
  );
  // A route added after the app is built, as later features add theirs: the 405 and the
  // CORS preflight must know it without any list kept by hand.
  app.put('/api/later/:id', async (_request, reply) => reply.code(204).send());
  await app.ready();
});
afterAll(async () => {
  await app.close();
  data.remove();
  client.remove();
});

describe('405 with Allow, from the routes themselves', () => {
  it('names the methods of a route registered by any plugin', async () => {
    const later = await app.inject({ method: 'TRACE', url: '/api/later/12' });
    expect(later.statusCode).toBe(405);
    expect(later.headers.allow).toBe('OPTIONS, PUT');
    const res = await app.inject({ method: 'TRACE', url: '/api/photos/12' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('DELETE, OPTIONS');
    expect(res.json()).toMatchObject({
      message: 'La méthode TRACE n’est pas acceptée à cette adresse (méthodes acceptées : DELETE).',
    });
  });

  it('lets a listed origin preflight that route', async () => {
    const res = await app.inject({
      method: 'OPTIONS',
      url: '/api/photos/12',
      headers: { origin: FRONT, 'access-control-request-method': 'DELETE' },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(FRONT);
    expect(res.headers['access-control-allow-methods']).toBe('DELETE');
  });

  it('keeps a path’s own methods apart from its neighbours’', async () => {
    const res = await app.inject({ method: 'DELETE', url: '/api/photos' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD, OPTIONS');
  });

  it.each([
    ['a page', '/', 'GET, HEAD, OPTIONS'],
    ['a client route', '/reset-password/abc', 'GET, HEAD, OPTIONS'],
    ['a build file', '/assets/index-abc123.js', 'GET, HEAD, OPTIONS'],
    ['the health route', '/api/health', 'GET, HEAD, OPTIONS'],
  ])('answers OPTIONS on %s with 204 and Allow', async (_kind, url, allow) => {
    const res = await app.inject({ method: 'OPTIONS', url });
    expect(res.statusCode).toBe(204);
    expect(res.headers.allow).toBe(allow);
    expect(res.body).toBe('');
  });

  it('keeps a real 404 for a path nothing serves, whatever the method', async () => {
    for (const method of ['GET', 'TRACE', 'OPTIONS'] as const) {
      const res = await app.inject({ method, url: '/api/nothing-here' });
      expect(res.statusCode).toBe(404);
      expect(res.headers.allow).toBeUndefined();
    }
  });
});

describe('requests the HTTP parser cannot read', () => {
  it.each([
    ['an unknown method', 'BREW / HTTP/1.1\r\nHost: x\r\n\r\n'],
    ['a broken header line', 'GET / HTTP/1.1\r\nHost: x\r\nno colon here\r\n\r\n'],
  ])('%s gets a French 400 with message and error', async (_kind, raw) => {
    if (!app.server.listening) await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const answer = await new Promise<string>((resolve, reject) => {
      let text = '';
      const socket = net.connect(port, '127.0.0.1', () => socket.write(raw));
      socket.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request');
    const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as { message: string; error: string };
    expect(body.message).toBe('La requête est mal formée (méthode inconnue ou syntaxe HTTP invalide).');
    expect(body.error).toBe(body.message);
  });
});
