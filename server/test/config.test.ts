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
});
