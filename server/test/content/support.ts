import type { CongressContent, ContentDraft } from '@congres/contracts';
import { expect } from 'vitest';
import { newMember, type Member } from '../gallery/support/sign-in.js';
import { bearer, makeOrganiser } from '../moderation/support.js';
import { testContentSeed } from '../support/content-seed.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

export interface ContentSite {
  t: TestApp;
  seed: CongressContent;
  organiser: Member;
  other: Member;
  attendee: Member;
}

/** An app given the real seed (and these settings), with two organisers and an attendee. */
export async function contentSite(env: Record<string, string> = {}): Promise<ContentSite> {
  const seed = await testContentSeed();
  const t = await startTestApp(env, { contentSeed: seed });
  const organiser = await newMember(t.app, 'Org Anisatrice');
  const other = await newMember(t.app, 'Claude Collègue');
  const attendee = await newMember(t.app, 'Camille Martin');
  await makeOrganiser(t.app, organiser.id);
  await makeOrganiser(t.app, other.id);
  return { t, seed, organiser, other, attendee };
}

/** PUT /api/content/draft as `token`. */
export const putDraft = (t: TestApp, token: string, baseVersion: number, content: unknown) =>
  t.app.inject({ method: 'PUT', url: '/api/content/draft', headers: bearer(token), payload: { baseVersion, content } });

/** POST /api/content/publish as `token`. */
export const postPublish = (t: TestApp, token: string, baseVersion: number, note?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/content/publish',
    headers: bearer(token),
    payload: note === undefined ? { baseVersion } : { baseVersion, note },
  });

/** The published version's number. */
export async function currentVersion(t: TestApp): Promise<number> {
  const res = await t.app.inject({ method: 'GET', url: '/api/content' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ version: number }>().version;
}

/** Saves `content` as the draft on the newest version and publishes it; the new number. */
export async function publishContent(t: TestApp, token: string, content: CongressContent, note?: string) {
  const base = await currentVersion(t);
  const saved = await putDraft(t, token, base, content);
  expect(saved.statusCode, saved.body).toBe(200);
  expect(saved.json<ContentDraft>().baseVersion).toBe(base);
  const res = await postPublish(t, token, base, note);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ version: number }>().version;
}

/** A deep copy to change. */
export const copy = (content: CongressContent): CongressContent => structuredClone(content);
