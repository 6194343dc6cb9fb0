import { REPLY_SCHEMAS, type Replies } from './reply-schemas';

/**
 * The part of JSON Schema the contracts' answers are written in, as client/build/reply-schemas.ts
 * keeps it of each TypeBox schema: the shape (types, properties, items, unions, literals). The
 * bounds (lengths, patterns, formats) are the server's to enforce on what it is sent; a page only
 * needs to know an answer has the shape its code reads (decision 117).
 */
export interface JsonShape {
  readonly type?: 'object' | 'array' | 'string' | 'number' | 'integer' | 'boolean' | 'null';
  readonly properties?: Readonly<Record<string, JsonShape>>;
  readonly required?: readonly string[];
  readonly items?: JsonShape;
  readonly anyOf?: readonly JsonShape[];
  readonly const?: unknown;
  readonly enum?: readonly unknown[];
}

/** An answer the client reads, by its contracts' name ("AnnouncementList"). */
export type ReplyName = keyof Replies;

/**
 * Whether `value` has the shape of the answer `name` (the contracts' schema of that name); a
 * property the schema does not name is let through. Pages call it through callApi, which loads
 * this module, and the shapes, with the first answer (lib/api-result.ts).
 */
export function replyMatches<Name extends ReplyName>(name: Name, value: unknown): value is Replies[Name] {
  return fits(REPLY_SCHEMAS[name], value);
}

function fits(schema: JsonShape, value: unknown): boolean {
  if ('const' in schema && value !== schema.const) return false;
  if (schema.enum && !schema.enum.includes(value)) return false;
  if (schema.anyOf && !schema.anyOf.some((option) => fits(option, value))) return false;
  switch (schema.type) {
    case undefined:
      return true;
    case 'object': {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
      const record = value as Record<string, unknown>;
      if (schema.required?.some((key) => !(key in record))) return false;
      return Object.entries(schema.properties ?? {}).every(
        ([key, property]) => !(key in record) || fits(property, record[key]),
      );
    }
    case 'array':
      return Array.isArray(value) && (!schema.items || value.every((item) => fits(schema.items!, item)));
    case 'integer':
      return Number.isInteger(value);
    case 'null':
      return value === null;
    case 'string':
    case 'number':
    case 'boolean':
      return typeof value === schema.type;
  }
}
