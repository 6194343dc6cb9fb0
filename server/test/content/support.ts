import type { CongressContent, ContentDraft, ProgrammeSlot } from '@congres/contracts';
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

/** An app given the real seed, with two organisers and an attendee; `env`: settings of its own. */
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

/** A copy of `content` with the slots named by id changed as given, each left at its place in the list. */
export function withSlots(content: CongressContent, changes: Record<string, Partial<ProgrammeSlot>>): CongressContent {
  const changed = copy(content);
  for (const [id, change] of Object.entries(changes)) {
    const slot = changed.programme.find((each) => each.id === id);
    if (slot === undefined) throw new Error(`The content has no slot ${id}.`);
    Object.assign(slot, change);
  }
  return changed;
}

/** POST /api/content/versions/{n}/restore as `token`, with `payload` as its JSON body (none when undefined). */
export const postRestore = (t: TestApp, token: string, n: number, payload?: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/content/versions/${n}/restore`,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

/**
 * Writes the shared draft's row directly, on `baseVersion`: what a save that crossed a
 * publication leaves behind on PostgreSQL (decision 101), made at will.
 */
export async function storeDraftRow(t: TestApp, baseVersion: number, content: CongressContent, by: Member) {
  const values = {
    base_version: baseVersion,
    content: JSON.stringify(content),
    updated_by: by.id,
    updated_at: new Date().toISOString(),
  };
  await t.app.db
    .insertInto('content_draft')
    .values({ id: 1, ...values })
    .onConflict((oc) => oc.column('id').doUpdateSet(values))
    .execute();
}

/** The shared draft's row as stored (undefined when none is open). */
export const draftRow = (t: TestApp) =>
  t.app.db.selectFrom('content_draft').select(['base_version', 'content']).executeTakeFirst();
