import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { solidImage } from '../gallery/support/images.js';
import type { HostileRow } from './hostile-rows.js';

const UNAUTHORIZED = 'Vous devez être connecté.';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const askTicket = (headers: Record<string, string> = {}): InjectOptions => ({
  method: 'POST',
  url: '/api/upload-tickets',
  headers,
});

/**
 * The service worker's upload ticket (decision 072): asked for with a live login token only, it
 * publishes photos and nothing else.
 */
export const uploadTicketRows: HostileRow[] = [
  { name: 'upload ticket: no token', request: askTicket(), status: 401, message: UNAUTHORIZED },
  {
    name: 'upload ticket: a revoked token',
    request: (c) => askTicket(bearer(c.revoked)),
    status: 401,
    message: UNAUTHORIZED,
  },
  {
    name: 'upload ticket: a download ticket as the bearer token',
    request: async (c) => askTicket(bearer(await c.ticket('account-export'))),
    status: 401,
    message: UNAUTHORIZED,
  },
  {
    name: 'upload ticket: asked with an upload ticket',
    request: async (c) => askTicket(bearer(await c.uploadTicket(c.token))),
    status: 401,
    message: UNAUTHORIZED,
  },
  {
    name: 'upload ticket: its own, stored nowhere',
    request: (c) => askTicket(bearer(c.token)),
    status: 201,
    check: (res) => expect(Object.keys(res.json<object>()).sort()).toEqual(['expiresAt', 'ticket']),
  },
  {
    name: 'upload: a revoked session’s upload ticket',
    request: async (c) => c.upload([{ name: 'a.jpg', data: c.jpeg }], await c.uploadTicket(c.revoked)),
    status: 401,
    message: UNAUTHORIZED,
  },
  {
    name: 'upload: a download ticket as the bearer token',
    request: async (c) => c.upload([{ name: 'a.jpg', data: c.jpeg }], await c.ticket('account-export')),
    status: 401,
    message: UNAUTHORIZED,
  },
  {
    name: 'account: an upload ticket as the bearer token',
    request: async (c) => ({ method: 'GET', url: '/api/account', headers: bearer(await c.uploadTicket(c.token)) }),
    status: 401,
    message: UNAUTHORIZED,
  },
  {
    name: 'delete account: an upload ticket as the bearer token',
    request: async (c) => ({
      method: 'DELETE',
      url: '/api/account',
      payload: JSON.stringify({ password: 'mot de passe' }),
      headers: { 'content-type': 'application/json', ...bearer(await c.uploadTicket(c.token)) },
    }),
    status: 401,
    message: UNAUTHORIZED,
  },
  {
    name: 'delete photo: an upload ticket as the bearer token',
    request: async (c) => ({
      method: 'DELETE',
      url: `/api/photos/${c.ownPhoto}`,
      headers: bearer(await c.uploadTicket(c.token)),
    }),
    status: 401,
    message: UNAUTHORIZED,
  },
  {
    name: 'tus creation: an upload ticket as the bearer token',
    request: async (c) => ({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...bearer(await c.uploadTicket(c.token)), 'tus-resumable': '1.0.0', 'upload-length': '100' },
    }),
    status: 401,
    message: UNAUTHORIZED,
  },
  {
    name: 'export: an upload ticket as the download ticket',
    request: async (c) => ({ method: 'GET', url: `/api/account/export?ticket=${await c.uploadTicket(c.token)}` }),
    status: 401,
  },
  {
    name: 'upload: its own upload ticket publishes',
    // An image of its own: the target's JPEG is published by another row.
    request: async (c) =>
      c.upload([{ name: 'a.jpg', data: await solidImage('jpeg', 64, 48) }], await c.uploadTicket(c.token)),
    status: 201,
    creates: { photos: 1 },
  },
];
