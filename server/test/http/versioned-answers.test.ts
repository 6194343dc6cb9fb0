import { describe, expect, it } from 'vitest';
import { versionedAnswers } from '../../src/http/versioned-answers.js';

describe('versionedAnswers', () => {
  it('makes each answer once per version, and again once the version moves', async () => {
    const kept = versionedAnswers(4);
    let made = 0;
    const make = (text: string) => async () => {
      made += 1;
      return text;
    };
    const first = await kept.get('1', 'all', make('[1]'));
    expect(first.identity.toString()).toBe('[1]');
    expect(await kept.get('1', 'all', make('not read'))).toBe(first);
    expect(made).toBe(1);
    expect((await kept.get('2', 'all', make('[1,2]'))).identity.toString()).toBe('[1,2]');
    expect(made).toBe(2);
  });

  it('keeps at most its number of answers, forgetting the oldest first', async () => {
    const kept = versionedAnswers(2);
    const made: string[] = [];
    const ask = (key: string) =>
      kept.get('1', key, async () => {
        made.push(key);
        return key;
      });
    for (const key of ['a', 'b', 'c', 'c', 'b', 'a']) await ask(key);
    // 'a' was dropped for 'c'; 'b' and 'c' were still kept; 'a' again drops 'b'.
    expect(made).toEqual(['a', 'b', 'c', 'a']);
    await ask('c');
    await ask('b');
    expect(made).toEqual(['a', 'b', 'c', 'a', 'b']);
  });

  it('does not keep a failed read: the next request tries again', async () => {
    const kept = versionedAnswers(2);
    await expect(kept.get('1', 'all', () => Promise.reject(new Error('database gone')))).rejects.toThrow();
    expect((await kept.get('1', 'all', async () => '[]')).identity.toString()).toBe('[]');
  });
});
