import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { replySchemaFiles, shapeOf } from './reply-schemas';

const folder = path.resolve(import.meta.dirname, '../src/lib/replies');

describe('the answers’ schemas the pages check replies with (decision 117)', () => {
  it('are the contracts’ own: client/src/lib/replies/ is written from them, file by file', () => {
    const files = replySchemaFiles();
    if (process.env.WRITE_REPLY_SCHEMAS === '1') {
      fs.rmSync(folder, { recursive: true, force: true });
      fs.mkdirSync(folder);
      for (const [name, source] of files) fs.writeFileSync(path.join(folder, name), source);
    }
    const written = Object.fromEntries(
      fs.readdirSync(folder).map((name) => [name, fs.readFileSync(path.join(folder, name), 'utf8')]),
    );
    expect(written, 'run the command at the top of each file of client/src/lib/replies/').toEqual(
      Object.fromEntries(files),
    );
  });

  it('refuses a keyword the checker would ignore', () => {
    expect(() => shapeOf({ type: 'object', patternProperties: {} }, 'Quiz')).toThrow(/patternProperties/);
    expect(() => shapeOf({ type: 'object', additionalProperties: { type: 'string' } }, 'Quiz')).toThrow(
      /additional properties/,
    );
  });

  it('keeps the shape and leaves the bounds to the server', () => {
    const schema = { type: 'string', minLength: 1, description: 'Un nom.' };
    expect(shapeOf({ type: 'object', required: ['name'], properties: { name: schema } }, 'X')).toEqual({
      type: 'object',
      required: ['name'],
      properties: { name: { type: 'string' } },
    });
  });
});
