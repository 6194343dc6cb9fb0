import * as index from '@congres/contracts';
import * as room from '@congres/contracts/room';

/** The contracts' schemas: the index's, and the room's apart (contracts/src/room.ts). */
const contracts = { ...index, ...room };
const inRoom = (name: string) => name in room;

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
  'AskedQuestion',
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
  'CreatedPoll',
  'DownloadTicketReply',
  'Figures',
  'ForgotPasswordReply',
  'HalfDayList',
  'LiveTicketReply',
  'MessageBody',
  'MyQuizResults',
  'Organiser',
  'OrganiserList',
  'PhotoPage',
  'Podium',
  'PodiumChoice',
  'PollList',
  'PrizeRanking',
  'PublishedContent',
  'PublishReply',
  'QuestionList',
  'QuestionVotes',
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
  'UploadFailure',
  'UploadResult',
  'UploadTicketReply',
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

/**
 * The text of client/src/lib/reply-schemas.ts: every answer's shape, by its contracts' name, and
 * its type. One module, loaded with the first answer a page checks (decision 117): a page's own
 * code names the answer it expects, and carries none of the shapes.
 */
export function replySchemasSource(): string {
  const shapes = new Map(REPLY_NAMES.map((name) => [name, shapeOf(JSON.parse(JSON.stringify(contracts[name])), name)]));
  const json = (value: unknown) => JSON.stringify(value);
  // Smallest first: an answer made of another (a list of announcements) names it rather than copy it.
  const ordered = [...shapes].sort(([a, x], [b, y]) => json(x).length - json(y).length || a.localeCompare(b));
  const declared = new Map<string, string>();
  const source = (value: unknown, root = false): string => {
    const other = root ? undefined : declared.get(json(value));
    if (other !== undefined) return other;
    if (Array.isArray(value)) return `[${value.map((item) => source(item)).join(',')}]`;
    if (typeof value !== 'object' || value === null) return json(value);
    return `{${Object.entries(value)
      .map(([key, item]) => `${json(key)}:${key === 'const' || key === 'enum' ? json(item) : source(item)}`)
      .join(',')}}`;
  };
  const constants: string[] = [];
  for (const [name, shape] of ordered) {
    constants.push(`const ${name}: JsonShape = ${source(shape, true)};`);
    declared.set(json(shape), name);
  }
  const lines = [
    '// Written by client/build/reply-schemas.test.ts from the contracts: do not edit (decision 117).',
    '// WRITE_REPLY_SCHEMAS=1 npx vitest run --project client client/build/reply-schemas.test.ts',
    "import type * as C from '@congres/contracts';",
    "import type * as R from '@congres/contracts/room';",
    "import type { Static } from 'typebox';",
    "import type { JsonShape } from './check-reply';",
    '',
    "/** Each answer the client reads, by its contracts' name: its type. */",
    'export interface Replies {',
    ...REPLY_NAMES.map((name) => `  ${name}: Static<typeof ${inRoom(name) ? 'R' : 'C'}.${name}>;`),
    '}',
    '',
    ...constants,
    '',
    "/** Each answer's shape, as the checker reads it. */",
    'export const REPLY_SCHEMAS: { readonly [Name in keyof Replies]: JsonShape } = {',
    ...REPLY_NAMES.map((name) => `  ${name},`),
    '};',
  ];
  return `${lines.join('\n')}\n`;
}
