import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config/config.js';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('CORS_ORIGINS', () => {
  it('is empty by default: no other origin may call the API', () => {
    expect(loadConfig({}).corsOrigins).toEqual([]);
    expect(loadConfig({ CORS_ORIGINS: ' ' }).corsOrigins).toEqual([]);
  });

  it('reads a comma-separated list of bare origins, spaces and repeats tolerated', () => {
    const config = loadConfig({
      CORS_ORIGINS: 'https://congres.example.org, http://localhost:5173,https://congres.example.org,',
    });
    expect(config.corsOrigins).toEqual(['https://congres.example.org', 'http://localhost:5173']);
  });

  it.each([
    ['*', /not allowed/],
    ['null', /not allowed/],
    ['https://congres.example.org/', /write it as https:\/\/congres\.example\.org/],
    ['https://congres.example.org/app', /write it as https:\/\/congres\.example\.org/],
    ['https://Congres.Example.org', /write it as https:\/\/congres\.example\.org/],
    ['https://congres.example.org:443', /write it as https:\/\/congres\.example\.org\b/],
    ['congres.example.org', /not a bare http\(s\) origin/],
    ['ftp://congres.example.org', /not a bare http\(s\) origin/],
  ])('refuses %s at start with a clear message', (entry, message) => {
    const problems = problemsOf({ CORS_ORIGINS: `https://ok.example.org, ${entry}` });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^CORS_ORIGINS/);
    expect(problems[0]).toMatch(message);
  });
});
