import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type SerializerFactory = NonNullable<
  NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildSerializer']
>;

/**
 * Fastify's own schema compilers (the same Ajv with the same options, the same
 * fast-json-stringify), kept for the whole process rather than made again by each app built
 * (decision 075): one Ajv compiles a route's schema once, and a response schema's serializer is
 * made once. A production process builds one app, so nothing changes there; the server tests
 * build hundreds, and compiling the same schemas again was a quarter of each start.
 */
const validatorFactory = AjvCompiler();
const serializerFactory = SerializerSelector();

/** The serializers made so far, per compiler options and then per response schema (by identity). */
const serializers = new Map<string, WeakMap<object, unknown>>();

const buildSerializer: SerializerFactory = (externalSchemas, options) => {
  const compile = serializerFactory(externalSchemas, options);
  const key = JSON.stringify([externalSchemas, options]);
  let made = serializers.get(key);
  if (made === undefined) serializers.set(key, (made = new WeakMap()));
  const cache = made;
  return (route) => {
    const { schema } = route as { schema: object };
    if (!cache.has(schema)) cache.set(schema, compile(route));
    return cache.get(schema) as ReturnType<typeof compile>;
  };
};

export const schemaController: FastifyServerOptions['schemaController'] = {
  compilersFactory: { buildValidator: validatorFactory, buildSerializer },
};
