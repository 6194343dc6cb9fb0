import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { replySchemasSource, shapeOf } from './reply-schemas';

const target = path.resolve(import.meta.dirname, '../src/lib/reply-schemas.ts');

describe('the answers’ schemas the pages check replies with (decision 117)', () => {
  it('are the contracts’ own: client/src/lib/reply-schemas.ts is written from them', () => {
    const source = replySchemasSource();
    if (process.env.WRITE_REPLY_SCHEMAS === '1') fs.writeFileSync(target, source);
    expect(fs.readFileSync(target, 'utf8'), 'run the command at the top of reply-schemas.ts').toBe(source);
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
