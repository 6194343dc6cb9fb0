import { CongressContent, type PublishedContent } from '@congres/contracts';
import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { galleryClientBuild } from '../support/gallery-renderer.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let build: Awaited<ReturnType<typeof galleryClientBuild>>;
let t: TestApp;

beforeAll(async () => {
  build = await galleryClientBuild();
  t = await startTestApp({ CLIENT_DIR: build.clientDir });
}, 120_000);
afterAll(async () => {
  await t.close();
  build.remove();
});

describe('the seed from the build', () => {
  it('is version 1 when buildApp is given none: the server entry’s contentSeed, built pictures and all', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/content' });
    expect(res.statusCode, res.body).toBe(200);
    const published = res.json<PublishedContent>();
    expect(published.version).toBe(1);
    expect(Value.Check(CongressContent, published.content)).toBe(true);
    expect(published.content.logo.src).toMatch(/^\/assets\/logo-[A-Za-z0-9_-]+\.svg$/);
    expect(published.content.programme).toHaveLength(18);
  });
});
