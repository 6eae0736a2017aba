// fast-check arbitraries for the fuzz pass over the gateway (infra/test/fuzz.test.ts): request
// bodies and queries derived from the zod contracts (through zod's own JSON Schema export), mixed
// with the values that break naive servers: NUL bytes, lone surrogates, numbers past 32 bits,
// hexadecimal and exponent strings, wrong types, extra and missing fields.
import fc from 'fast-check';
import { z } from 'zod';

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  format?: string;
};

/** Strings that have broken servers somewhere: control characters, encodings, numeric forms. */
const nastyStrings = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uFEFF',
  '0x10',
  '1e3',
  '1.005',
  '-0',
  'NaN',
  'Infinity',
  '2147483648',
  '99999999999999999999999',
  '1,5',
  '12.5',
  '<script>alert(1)</script>',
  "'; DROP TABLE users; --",
  '../../etc/passwd',
  '%00',
  '__proto__',
  'constructor',
  'x'.repeat(10_000),
);

/** Numbers at and past every boundary a column or a parser has. */
const nastyNumbers = fc.constantFrom(
  0,
  -0,
  -1,
  1.5,
  0.1 + 0.2,
  2147483647,
  2147483648,
  -2147483649,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  1e21,
  -1e21,
  5e-324,
  Number.MAX_VALUE,
);

/** Any JSON value at all: the wrong type for whatever field it lands in. */
const anyJson = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  nastyStrings,
  nastyNumbers,
  fc.constant(null),
  fc.constant([]),
  fc.constant({}),
);

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<unknown> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 60, 300);
  const fitting = fc.string({ minLength, maxLength: Math.max(minLength, maxLength) });
  const anyUnicode = fc.string({ unit: 'binary', maxLength: maxLength + 5 });
  const special =
    schema.format === 'email'
      ? fc.oneof(fc.emailAddress(), fc.constantFrom('a@b', 'x@example.org\u0000', '@', 'a@b.c'))
      : schema.format === 'date-time'
        ? fc.oneof(
            fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
            fc.constant('2026-13-45T25:61:61Z'),
          )
        : fitting;
  const boundary = fc.constantFrom(
    'a'.repeat(Math.max(0, minLength - 1)),
    'a'.repeat(maxLength),
    'a'.repeat(maxLength + 1),
  );
  return fc.oneof(
    { weight: 4, arbitrary: special },
    { weight: 2, arbitrary: fitting },
    { weight: 2, arbitrary: anyUnicode },
    { weight: 2, arbitrary: nastyStrings },
    { weight: 1, arbitrary: boundary },
  );
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<unknown> {
  const min = schema.minimum ?? schema.exclusiveMinimum ?? -1_000_000;
  const max = schema.maximum ?? schema.exclusiveMaximum ?? 1_000_000;
  const low = Math.max(min, -1_000_000_000);
  const high = Math.min(max, 1_000_000_000);
  const inRange = integer
    ? fc.integer({ min: Math.ceil(low), max: Math.floor(Math.max(low, high)) })
    : fc.double({ min: low, max: Math.max(low, high), noNaN: true });
  return fc.oneof(
    { weight: 4, arbitrary: inRange },
    { weight: 2, arbitrary: fc.constantFrom(min - 1, max + 1, min, max) },
    { weight: 2, arbitrary: nastyNumbers },
    { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
    // The same number written as a string: some routes accept it, most must refuse it cleanly.
    { weight: 1, arbitrary: inRange.map(String) },
  );
}

function fromJsonSchema(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((one) => fromJsonSchema(one, depth)));
  if (schema.allOf?.length) return fromJsonSchema(schema.allOf[0] as JsonSchema, depth);
  if (schema.const !== undefined) return fc.oneof(fc.constant(schema.const), anyJson);
  if (schema.enum?.length)
    return fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...schema.enum) },
      { weight: 1, arbitrary: anyJson },
    );
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  let typed: fc.Arbitrary<unknown>;
  switch (type) {
    case 'string':
      typed = stringArbitrary(schema);
      break;
    case 'integer':
      typed = numberArbitrary(schema, true);
      break;
    case 'number':
      typed = numberArbitrary(schema, false);
      break;
    case 'boolean':
      typed = fc.boolean();
      break;
    case 'null':
      typed = fc.constant(null);
      break;
    case 'array':
      typed =
        depth > 3
          ? fc.constant([])
          : fc.array(fromJsonSchema(schema.items ?? {}, depth + 1), { maxLength: 8 });
      break;
    case 'object':
      typed = depth > 3 ? fc.constant({}) : objectArbitrary(schema, depth);
      break;
    default:
      return anyJson;
  }
  // Now and then the wrong type altogether.
  return fc.oneof({ weight: 9, arbitrary: typed }, { weight: 1, arbitrary: anyJson });
}

function objectArbitrary(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const properties = Object.entries(schema.properties ?? {});
  const model = Object.fromEntries(
    properties.map(([name, property]) => [name, fromJsonSchema(property, depth + 1)]),
  );
  const required = schema.required ?? [];
  return fc.oneof(
    // Every required field present (the body most likely to get past validation).
    { weight: 5, arbitrary: fc.record(model, { requiredKeys: required }) },
    // Any subset of fields, required ones included or not.
    { weight: 2, arbitrary: fc.record(model, { requiredKeys: [] }) },
    // Extra fields beside the expected ones, prototype pollution attempts among them.
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.record(model, { requiredKeys: required }),
          fc.dictionary(
            fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('__proto__', 'constructor')),
            anyJson,
            { maxKeys: 3 },
          ),
        )
        .map(([known, extra]) => ({ ...extra, ...known })),
    },
  );
}

/** Bodies for a route that takes `schema`: mostly shaped like it, sometimes any JSON at all. */
export function bodyArbitrary(schema: z.ZodType | undefined): fc.Arbitrary<unknown> {
  if (!schema) return fc.oneof(fc.constant({}), anyJson);
  const jsonSchema = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return fc.oneof(
    { weight: 6, arbitrary: fromJsonSchema(jsonSchema) },
    { weight: 1, arbitrary: anyJson },
  );
}

/** A query string for a route that reads `schema` from its query (no leading "?"; may be empty). */
export function queryArbitrary(schema: z.ZodType | undefined): fc.Arbitrary<string> {
  if (!schema) return fc.constant('');
  const jsonSchema = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const names = Object.keys(jsonSchema.properties ?? {});
  const value = fc.oneof(
    fc.string({ maxLength: 20 }),
    nastyStrings.filter((text) => text.length < 100),
    nastyNumbers.map(String),
    fc.integer({ min: -10, max: 1000 }).map(String),
  );
  return fc
    .dictionary(
      fc.oneof(fc.constantFrom(...(names.length ? names : ['x'])), fc.string({ maxLength: 6 })),
      value,
      {
        maxKeys: 3,
      },
    )
    .map((entries) => new URLSearchParams(entries).toString());
}

/** A path segment where an id belongs: the real one mostly, else anything a URL can carry. */
export function idSegmentArbitrary(real: number | string): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 5, arbitrary: fc.constant(String(real)) },
    {
      weight: 3,
      arbitrary: fc.oneof(
        fc.integer({ min: -5, max: 100_000 }).map(String),
        fc.constantFrom(
          '0',
          '-1',
          '1.5',
          '1e3',
          '0x10',
          '2147483648',
          '99999999999999999999',
          'null',
          'NaN',
        ),
      ),
    },
    {
      weight: 2,
      arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 20 }).map(encodeURIComponent),
    },
  );
}

/** How the body travels: JSON as the app sends it, broken JSON, or another content type. */
export const encodingArbitrary = fc.constantFrom<'json' | 'broken-json' | 'form'>(
  'json',
  'json',
  'json',
  'broken-json',
  'form',
);
