import { encodeBody, type EncodedBody } from './encoded-body.js';

/**
 * Answers of one version of a list, serialised and compressed once each, by what was asked
 * (the whole list, one page). A new version forgets them all; `maxAnswers` bounds the memory
 * (the oldest goes first). A failed read is not kept: the next request tries again.
 */
export function versionedAnswers(maxAnswers: number) {
  let current: string | undefined;
  const answers = new Map<string, Promise<EncodedBody>>();
  return {
    /** The encoded answer `key` of `version`, made by `make` (read and serialise) when missing. */
    get(version: string, key: string, make: () => Promise<string>): Promise<EncodedBody> {
      if (version !== current) {
        answers.clear();
        current = version;
      }
      const known = answers.get(key);
      if (known !== undefined) return known;
      const oldest = answers.keys().next();
      if (answers.size >= maxAnswers && oldest.done !== true) answers.delete(oldest.value);
      const body = make().then(encodeBody);
      answers.set(key, body);
      body.catch(() => {
        if (answers.get(key) === body) answers.delete(key);
      });
      return body;
    },
  };
}
