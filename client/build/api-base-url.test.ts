import { describe, expect, it } from 'vitest';
import { apiBaseUrl } from './api-base-url';

describe('API_BASE_URL', () => {
  it.each([
    [undefined, ''],
    ['', ''],
    ['  ', ''],
    ['https://api.congres.example.org', 'https://api.congres.example.org'],
    ['https://api.congres.example.org/', 'https://api.congres.example.org'],
    ['https://congres.example.org/backend/', 'https://congres.example.org/backend'],
    ['http://localhost:3000', 'http://localhost:3000'],
  ])('%s gives "%s"', (raw, expected) => {
    expect(apiBaseUrl(raw)).toBe(expected);
  });

  it.each([
    'api.congres.example.org',
    'ftp://congres.example.org',
    'https://x.example.org/?a=1',
    'https://u:p@x.example.org',
  ])('fails the build for %s', (raw) => {
    expect(() => apiBaseUrl(raw)).toThrow(/API_BASE_URL/);
  });
});
