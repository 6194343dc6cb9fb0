import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { HostileContext, HostileRow } from './hostile-rows.js';

/** The route's refusal of a malformed id, or the API's of an address no route serves. */
const NOT_FOUND =
  /^(Cet envoi est introuvable : il a expiré ou a été retiré\. Envoyez la photo à nouveau\.|Ressource introuvable\.)$/;
const CONFLICT = /^La position annoncée \(« Upload-Offset »\)/;

/**
 * The target's own upload (11 bytes announced) and another account's (22): the URL names both.
 * One pair for the whole table (an account keeps at most UPLOAD_MAX_FILES open), a fresh own
 * upload for a DELETE, which may remove it.
 */
const pairs = new WeakMap<HostileContext, Promise<{ own: string; victim: string }>>();
async function ownAndVictim(c: HostileContext, fresh: boolean) {
  let pair = pairs.get(c);
  if (pair === undefined) {
    pair = Promise.all([c.openUpload(c.token, 11), c.openUpload(c.otherToken, 22)]).then(([own, victim]) => ({
      own,
      victim: victim.split('/').pop() ?? '',
    }));
    pairs.set(c, pair);
  }
  const { own, victim } = await pair;
  return { own: fresh ? await c.openUpload(c.token, 11) : own, victim };
}
const tus = (token: string) => ({ authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0' });

/** How each address hides the other account's id after the one the router reads. */
const SHAPES: { name: string; url: (own: string, victim: string) => string; routed: boolean }[] = [
  { name: 'in the query string', url: (own, victim) => `${own}?/${victim}`, routed: true },
  { name: 'a whole upload path in the query', url: (own, victim) => `${own}?x=/api/uploads/${victim}`, routed: true },
  { name: 'dot segments in the query', url: (own, victim) => `${own}?/../${victim}`, routed: true },
  { name: 'an encoded slash', url: (own, victim) => `${own}%2F${victim}`, routed: false },
  { name: 'encoded dot segments', url: (own, victim) => `${own}%2F..%2F${victim}`, routed: false },
  { name: 'matrix parameters', url: (own, victim) => `${own};x=/${victim}`, routed: false },
  { name: 'dot segments', url: (own, victim) => `${own}/../${victim}`, routed: false },
  { name: 'a trailing slash', url: (own) => `${own}/`, routed: false },
];

/** A HEAD that reaches the target's own upload says its 11 bytes, never the other's 22. */
const ownLength = (res: LightMyRequestResponse) => expect(res.headers['upload-length']).toBe('11');

/**
 * Resumable uploads (decision 073): an id hidden further in the URL than the router reads it
 * never reaches the tus server. Addresses the router matches act on the target's own upload;
 * the others are a French 404.
 */
export const uploadUrlRows: HostileRow[] = SHAPES.flatMap(({ name, url, routed }) => {
  const request =
    (method: 'HEAD' | 'PATCH' | 'DELETE') =>
    async (c: HostileContext): Promise<InjectOptions> => {
      const { own, victim } = await ownAndVictim(c, method === 'DELETE');
      const headers = tus(c.token);
      if (method !== 'PATCH') return { method, url: url(own, victim), headers };
      return {
        method,
        url: url(own, victim),
        payload: 'octets',
        headers: { ...headers, 'upload-offset': '3', 'content-type': 'application/offset+octet-stream' },
      };
    };
  return [
    {
      name: `tus HEAD: another account’s id ${name}`,
      request: request('HEAD'),
      status: routed ? 200 : 404,
      ...(routed ? { check: ownLength } : {}),
    },
    {
      name: `tus PATCH: another account’s id ${name}`,
      request: request('PATCH'),
      status: routed ? 409 : 404,
      message: routed ? CONFLICT : NOT_FOUND,
    },
    {
      name: `tus DELETE: another account’s id ${name}`,
      request: request('DELETE'),
      status: routed ? 204 : 404,
      ...(routed ? {} : { message: NOT_FOUND }),
    },
  ];
});
