import * as contracts from '@congres/contracts';

/**
 * The answers the client reads, by their contracts' names: reply-schemas.test.ts writes each
 * one's JSON Schema, cut to what client/src/lib/check-reply.ts reads, into
 * client/src/lib/replies/, and fails when a file there differs from the contracts
 * (decision 117). The pages import plain data from it, never TypeBox (decision 111).
 */
export const REPLY_NAMES = [
  'AccountBody',
  'Announcement',
  'AnnouncementList',
  'AttendanceAccountList',
  'AttendanceCode',
  'AttendanceDetail',
  'CalendarFeedReply',
  'CalendarFeedStatus',
  'CertificateCheck',
  'ContentDraft',
  'ContentPicture',
  'ContentProblem',
  'ContentVersionList',
  'DownloadTicketReply',
  'Figures',
  'ForgotPasswordReply',
  'HalfDayList',
  'MessageBody',
  'MyQuizResults',
  'Organiser',
  'OrganiserList',
  'PublishedContent',
  'PublishReply',
  'QuizAnswerReceipt',
  'QuizForm',
  'QuizResults',
  'RenamedAccountBody',
  'ReportedPhotoList',
  'SatisfactionPublished',
  'SatisfactionResults',
  'SatisfactionState',
  'SignatureReceipt',
  'StarsReply',
  'TokenBody',
  'WallReview',
] as const satisfies readonly (keyof typeof contracts)[];

/** What the checker reads, and what it may leave to the server (bounds and words). */
const KEPT = new Set(['type', 'properties', 'required', 'items', 'anyOf', 'const', 'enum']);
const LEFT = new Set([
  'description',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'minimum',
  'maximum',
  'minItems',
  'maxItems',
  'additionalProperties',
]);

/** A schema cut to the checker's keywords; throws on a keyword it would silently ignore. */
export function shapeOf(schema: unknown, where: string): unknown {
  if (Array.isArray(schema)) return schema.map((item, i) => shapeOf(item, `${where}/${i}`));
  if (typeof schema !== 'object' || schema === null) return schema;
  const shape: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    const at = `${where}/${key}`;
    if (key === 'additionalProperties' && value !== false && value !== true)
      throw new Error(`${at}: the reply checker reads no schema of additional properties`);
    if (LEFT.has(key)) continue;
    if (!KEPT.has(key))
      throw new Error(`${at}: the reply checker does not read "${key}" (client/src/lib/check-reply.ts)`);
    if (key === 'type' && typeof value !== 'string') throw new Error(`${at}: one type per schema`);
    if (key === 'required' && Array.isArray(value) && value.length === 0) continue;
    if (key === 'properties') {
      shape[key] = Object.fromEntries(
        Object.entries(value as Record<string, unknown>).map(([name, property]) => [
          name,
          shapeOf(property, `${at}/${name}`),
        ]),
      );
    } else shape[key] = key === 'const' || key === 'enum' ? value : shapeOf(value, at);
  }
  return shape;
}

/** The file of an answer's schema: AnnouncementList is announcement-list.ts. */
export const fileOf = (name: string) => `${name.replace(/(?<=[a-z])(?=[A-Z])/g, '-').toLowerCase()}.ts`;

/**
 * The files of client/src/lib/replies/, one per answer: a page's chunk takes the schemas it
 * reads, and those only (a module is the bundler's unit: one file of them all went whole into
 * the code every page runs).
 */
export function replySchemaFiles(): Map<string, string> {
  const shapes = new Map(REPLY_NAMES.map((name) => [name, shapeOf(JSON.parse(JSON.stringify(contracts[name])), name)]));
  const nameOf = new Map([...shapes].map(([name, shape]) => [JSON.stringify(shape), name]));
  const files = new Map<string, string>();
  for (const [name, shape] of shapes) {
    // An answer made of another (a list of announcements) names it rather than copy it.
    const used = new Set<string>();
    const source = (value: unknown, root = false): string => {
      const other = root ? undefined : nameOf.get(JSON.stringify(value));
      if (other !== undefined) {
        used.add(other);
        return other;
      }
      if (Array.isArray(value)) return `[${value.map((item) => source(item)).join(',')}]`;
      if (typeof value !== 'object' || value === null) return JSON.stringify(value);
      return `{${Object.entries(value)
        .map(
          ([key, item]) =>
            `${JSON.stringify(key)}:${key === 'const' || key === 'enum' ? JSON.stringify(item) : source(item)}`,
        )
        .join(',')}}`;
    };
    const body = source(shape, true);
    const lines = [
      '// Written by client/build/reply-schemas.test.ts from the contracts: do not edit (decision 117).',
      '// WRITE_REPLY_SCHEMAS=1 npx vitest run --project client client/build/reply-schemas.test.ts',
      "import type * as C from '@congres/contracts';",
      "import type { Static } from 'typebox';",
      "import type { ReplySchema } from '../check-reply';",
      ...[...used].sort().map((other) => `import { ${other} } from './${fileOf(other).replace(/\.ts$/, '')}';`),
      '',
      `export const ${name}: ReplySchema<Static<typeof C.${name}>> = ${body};`,
    ];
    files.set(fileOf(name), `${lines.join('\n')}\n`);
  }
  return files;
}
