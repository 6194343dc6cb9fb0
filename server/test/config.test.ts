import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config/config.js';

describe('loadConfig', () => {
  it('has working defaults for a fresh clone', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.passwordResetDelivery).toBe('email');
    expect(config.trustProxy).toBe(false);
    expect(config.uploadMaxFiles).toBe(20);
    expect(config.uploadMaxFileBytes).toBe(15 * 1024 * 1024);
  });

  it('reads every setting', () => {
    const config = loadConfig({
      HOST: '127.0.0.1',
      PORT: '8080',
      DATA_DIR: '/tmp/x',
      PUBLIC_URL: 'https://congres.example.org/',
      JWT_SECRET: 'a'.repeat(32),
      SMTP_URL: 'smtp://user:pw@mail.example.org:587',
      MAIL_FROM: 'Congrès <contact@example.org>',
      PASSWORD_RESET_DELIVERY: 'response',
      TRUST_PROXY: 'true',
    });
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 8080,
      dataDir: '/tmp/x',
      publicUrl: 'https://congres.example.org',
      passwordResetDelivery: 'response',
      trustProxy: true,
    });
  });

  it('reads the live streams per address, 1000 by default, and refuses a value out of range', () => {
    expect(loadConfig({}).liveStreamsPerAddress).toBe(1000);
    expect(loadConfig({ LIVE_STREAMS_PER_ADDRESS: '25' }).liveStreamsPerAddress).toBe(25);
    for (const bad of ['0', '-3', 'beaucoup', '1.5', '100001'])
      expect(() => loadConfig({ LIVE_STREAMS_PER_ADDRESS: bad }), bad).toThrow(
        `LIVE_STREAMS_PER_ADDRESS must be a whole number from 1 to 100000 (got "${bad}").`,
      );
  });

  it('reads the cap of uploads in progress, 2048 MB by default, and refuses a value out of range or below one file', () => {
    expect(loadConfig({}).uploadsInProgressMaxBytes).toBe(2048 * 1024 * 1024);
    expect(loadConfig({ UPLOADS_IN_PROGRESS_MAX_MB: '500' }).uploadsInProgressMaxBytes).toBe(500 * 1024 * 1024);
    for (const bad of ['0', '-1', 'deux', '2.5', '1048577'])
      expect(() => loadConfig({ UPLOADS_IN_PROGRESS_MAX_MB: bad }), bad).toThrow(
        `UPLOADS_IN_PROGRESS_MAX_MB must be a whole number from 1 to 1048576 (got "${bad}").`,
      );
    expect(() => loadConfig({ UPLOADS_IN_PROGRESS_MAX_MB: '10' })).toThrow(
      'UPLOADS_IN_PROGRESS_MAX_MB must be at least UPLOAD_MAX_FILE_MB (15), or no photo of that size could start uploading.',
    );
  });

  it('reads QUESTIONS_APPROVAL, off by default, and refuses anything but true or false', () => {
    expect(loadConfig({}).questionsApproval).toBe(false);
    expect(loadConfig({ QUESTIONS_APPROVAL: 'true' }).questionsApproval).toBe(true);
    for (const bad of ['yes', 'oui', '1'])
      expect(() => loadConfig({ QUESTIONS_APPROVAL: bad }), bad).toThrow(
        `QUESTIONS_APPROVAL must be one of true, false (got "${bad}").`,
      );
  });

  it('reads WALL_APPROVAL, off by default, and refuses anything but true or false', () => {
    expect(loadConfig({}).wallApproval).toBe(false);
    expect(loadConfig({ WALL_APPROVAL: 'true' }).wallApproval).toBe(true);
    expect(loadConfig({ WALL_APPROVAL: ' false ' }).wallApproval).toBe(false);
    for (const bad of ['yes', '1', 'TRUE', 'oui'])
      expect(() => loadConfig({ WALL_APPROVAL: bad }), bad).toThrow(
        `WALL_APPROVAL must be one of true, false (got "${bad}").`,
      );
  });

  it('reads SLIDES_MAX_MB, 50 by default, and refuses anything but a whole number from 1 to 500', () => {
    expect(loadConfig({}).slidesMaxBytes).toBe(50 * 1024 * 1024);
    expect(loadConfig({ SLIDES_MAX_MB: '5' }).slidesMaxBytes).toBe(5 * 1024 * 1024);
    for (const bad of ['0', '501', '1.5', 'beaucoup'])
      expect(() => loadConfig({ SLIDES_MAX_MB: bad }), bad).toThrow(
        `SLIDES_MAX_MB must be a whole number from 1 to 500 (got "${bad}").`,
      );
  });

  it('reads CONTENT_FILES_MAX_MB, 500 by default, and refuses a value out of range or below one slides PDF', () => {
    expect(loadConfig({}).contentFilesMaxBytes).toBe(500 * 1024 * 1024);
    expect(loadConfig({ CONTENT_FILES_MAX_MB: '2000' }).contentFilesMaxBytes).toBe(2000 * 1024 * 1024);
    for (const bad of ['0', '-1', 'beaucoup', '1.5', '1048577'])
      expect(() => loadConfig({ CONTENT_FILES_MAX_MB: bad }), bad).toThrow(
        `CONTENT_FILES_MAX_MB must be a whole number from 1 to 1048576 (got "${bad}").`,
      );
    expect(() => loadConfig({ CONTENT_FILES_MAX_MB: '20' })).toThrow(
      'CONTENT_FILES_MAX_MB must be at least SLIDES_MAX_MB (50), or no slides PDF of that size could be stored.',
    );
    expect(loadConfig({ CONTENT_FILES_MAX_MB: '20', SLIDES_MAX_MB: '20' }).contentFilesMaxBytes).toBe(20 * 1024 * 1024);
  });

  it('reads EVIDENCE_RETENTION_YEARS, 5 by default, and refuses anything but a whole number from 1 to 50', () => {
    expect(loadConfig({}).evidenceRetentionYears).toBe(5);
    expect(loadConfig({ EVIDENCE_RETENTION_YEARS: '10' }).evidenceRetentionYears).toBe(10);
    for (const bad of ['0', '51', '2.5', 'cinq'])
      expect(() => loadConfig({ EVIDENCE_RETENTION_YEARS: bad }), bad).toThrow(
        `EVIDENCE_RETENTION_YEARS must be a whole number from 1 to 50 (got "${bad}").`,
      );
  });

  it('lists every problem at once, without leaking credentials', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'abc',
        PUBLIC_URL: 'pas une url',
        JWT_SECRET: 'court',
        SMTP_URL: 'http://user:secret@x',
        PASSWORD_RESET_DELIVERY: 'pigeon',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems).toHaveLength(5);
    expect(problems.join('\n')).toMatch(/PORT/);
    expect(problems.join('\n')).toMatch(/PUBLIC_URL/);
    expect(problems.join('\n')).toMatch(/JWT_SECRET/);
    expect(problems.join('\n')).toMatch(/PASSWORD_RESET_DELIVERY/);
    expect((error as Error).message).not.toContain('secret@');
  });

  it('accepts .env.example as it is, every engine left at its default', () => {
    const text = fs.readFileSync(path.resolve(import.meta.dirname, '../../.env.example'), 'utf8');
    const env = Object.fromEntries(
      text
        .split('\n')
        .filter((line) => /^[A-Z0-9_]+=/.test(line))
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
    expect(Object.keys(env)).toEqual(expect.arrayContaining(['DATABASE_URL', 'STORAGE', 'S3_BUCKET', 'REDIS_URL']));
    const config = loadConfig(env);
    expect([config.database.engine, config.storage.engine, config.redisUrl]).toEqual(['sqlite', 'local', undefined]);
  });

  it('needs none of the engines by default: SQLite in DATA_DIR, the photo folder, counters in memory', () => {
    const config = loadConfig({});
    expect(config.database).toEqual({ engine: 'sqlite' });
    expect(config.storage).toEqual({ engine: 'local' });
    expect(config.redisUrl).toBeUndefined();
  });

  it('reads the engines: DATABASE_URL, STORAGE=s3 with its settings, REDIS_URL', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://congres:pw@db.example.org:5432/congres',
      JWT_SECRET: 'a'.repeat(32),
      STORAGE: 's3',
      S3_ENDPOINT: 'https://s3.gra.io.cloud.ovh.net',
      S3_REGION: 'gra',
      S3_BUCKET: 'congres-photos',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
      REDIS_URL: 'rediss://:pw@cache.example.org:6380',
    });
    expect(config.database).toEqual({ engine: 'postgres', url: 'postgres://congres:pw@db.example.org:5432/congres' });
    expect(config.storage).toEqual({
      engine: 's3',
      endpoint: 'https://s3.gra.io.cloud.ovh.net',
      region: 'gra',
      bucket: 'congres-photos',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
    expect(config.redisUrl).toBe('rediss://:pw@cache.example.org:6380');
    // AWS itself: no endpoint, the SDK's own credentials, virtual-hosted buckets.
    expect(loadConfig({ STORAGE: 's3', S3_REGION: 'eu-west-3', S3_BUCKET: 'photos' }).storage).toEqual({
      engine: 's3',
      endpoint: undefined,
      region: 'eu-west-3',
      bucket: 'photos',
      credentials: undefined,
      forcePathStyle: false,
    });
  });

  it.each([
    [
      { DATABASE_URL: 'mysql://u:secret@h/db', JWT_SECRET: 'a'.repeat(32) },
      /DATABASE_URL must be a postgres: or postgresql: URL/,
    ],
    [{ DATABASE_URL: 'postgres://u:secret@h:5432/congres' }, /JWT_SECRET is required with DATABASE_URL/],
    [{ DATABASE_URL: 'postgres://u:secret@h:5432', JWT_SECRET: 'a'.repeat(32) }, /DATABASE_URL must name a database/],
    [{ STORAGE: 'ftp' }, /STORAGE must be one of local, s3/],
    [{ STORAGE: 's3', S3_BUCKET: 'b-1' }, /S3_REGION is required with STORAGE=s3/],
    [{ STORAGE: 's3', S3_REGION: 'gra' }, /S3_BUCKET is required with STORAGE=s3/],
    [{ STORAGE: 's3', S3_REGION: 'gra', S3_BUCKET: 'Mes Photos' }, /S3_BUCKET must be a bucket name/],
    [
      { STORAGE: 's3', S3_REGION: 'gra', S3_BUCKET: 'b-1', S3_ACCESS_KEY_ID: 'k' },
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/,
    ],
    [
      { STORAGE: 's3', S3_REGION: 'gra', S3_BUCKET: 'b-1', S3_FORCE_PATH_STYLE: 'oui' },
      /S3_FORCE_PATH_STYLE must be one of true, false/,
    ],
    [
      { STORAGE: 's3', S3_REGION: 'gra', S3_BUCKET: 'b-1', S3_ENDPOINT: 's3.example.org' },
      /S3_ENDPOINT must be a http: or https: URL/,
    ],
    [{ S3_BUCKET: 'b-1', S3_REGION: 'gra' }, /S3_REGION, S3_BUCKET are only read with STORAGE=s3/],
    [{ REDIS_URL: 'http://u:secret@cache:6379' }, /REDIS_URL must be a redis: or rediss: URL/],
  ])('refuses %j with a message that says what to do, without the password', (env, message) => {
    let error: unknown;
    try {
      loadConfig(env);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toHaveLength(1);
    expect((error as Error).message).toMatch(message);
    expect((error as Error).message).not.toContain('secret');
  });
});
