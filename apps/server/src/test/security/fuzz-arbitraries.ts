import fc from 'fast-check';
import { z, type ZodType } from 'zod';

/** The part of JSON Schema that zod's `toJSONSchema` writes for the contracts. */
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
}

/** Values that break assumptions: wrong types, edges, odd text, prototype keys, deep nesting. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    true,
    0,
    -1,
    -0.5,
    1e308,
    -1e308,
    Number.MAX_SAFE_INTEGER + 2,
    '',
    ' ',
    'null',
    'undefined',
    '\u0000',
    '\u202e\u0007\r\n\t',
    '💳💥'.repeat(50),
    "' or 1=1 --",
    '"; drop table accounts; --',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    '%00%ff',
    'x'.repeat(70_000),
    [],
    {},
  ),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.array(fc.anything({ maxDepth: 2 }), { maxLength: 4 }),
  fc.constant(
    JSON.parse('{"__proto__":{"isStaff":true},"constructor":{"prototype":{"role":1}}}') as unknown,
  ),
  fc
    .integer({ min: 1, max: 3000 })
    .map((depth) => JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`) as unknown),
);

function resolve(schema: JsonSchema, root: JsonSchema): JsonSchema {
  if (schema.$ref === undefined) return schema;
  const name = schema.$ref.replace(/^#\/\$defs\//, '');
  return root.$defs?.[name] ?? {};
}

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  switch (schema.format) {
    case 'date':
      return fc
        .date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10));
    case 'date-time':
      return fc
        .date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
        .map((date) => date.toISOString());
    case 'email':
      return fc.emailAddress();
    case 'uuid':
      return fc.uuid();
    case 'uri':
    case 'url':
      return fc.webUrl();
  }
  if (schema.pattern !== undefined) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).filter((value) => value.length < 200);
    } catch {
      // A pattern fast-check cannot read: plain strings still exercise the route.
    }
  }
  const minLength = Math.min(schema.minLength ?? 0, 60);
  return fc.string({
    minLength,
    maxLength: Math.max(minLength, Math.min(schema.maxLength ?? 30, 60)),
  });
}

function numberOf(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min =
    schema.minimum ?? (schema.exclusiveMinimum === undefined ? -1e6 : schema.exclusiveMinimum + 1);
  const max =
    schema.maximum ?? (schema.exclusiveMaximum === undefined ? 1e6 : schema.exclusiveMaximum - 1);
  const low = Math.max(min, -1e9);
  const high = Math.max(low, Math.min(max, 1e9));
  return integer
    ? fc.integer({ min: Math.ceil(low), max: Math.floor(high) })
    : fc.double({ min: low, max: high, noNaN: true, noDefaultInfinity: true });
}

/** Values of the schema's own shape: enough of them valid to reach the handlers. */
function shaped(schema: JsonSchema, root: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const own = resolve(schema, root);
  if (depth > 6) return fc.constant(null);
  if (own.const !== undefined) return fc.constant(own.const);
  if (own.enum !== undefined) return fc.constantFrom(...own.enum);
  const choices = own.anyOf ?? own.oneOf;
  if (choices !== undefined && choices.length > 0) {
    return fc.oneof(...choices.map((choice) => shaped(choice, root, depth + 1)));
  }
  if (own.allOf !== undefined && own.allOf[0] !== undefined)
    return shaped(own.allOf[0], root, depth + 1);
  if (Array.isArray(own.type)) {
    return fc.oneof(...own.type.map((type) => shaped({ ...own, type }, root, depth + 1)));
  }
  switch (own.type) {
    case 'string':
      return stringOf(own);
    case 'integer':
      return numberOf(own, true);
    case 'number':
      return numberOf(own, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const item =
        own.items === undefined ? fc.anything({ maxDepth: 1 }) : shaped(own.items, root, depth + 1);
      return fc.array(item, {
        minLength: own.minItems ?? 0,
        maxLength: Math.min(own.maxItems ?? 3, 3),
      });
    }
    case 'object': {
      const properties = own.properties ?? {};
      const record = Object.fromEntries(
        Object.entries(properties).map(([key, value]) => [key, shaped(value, root, depth + 1)]),
      );
      return fc.record(record, { requiredKeys: own.required ?? [] });
    }
    default:
      return fc.anything({ maxDepth: 2 });
  }
}

/** A valid-shaped value with one thing broken: a field dropped, mistyped, or a key added. */
function broken(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc
    .tuple(valid, fc.nat(), hostileValue, fc.constantFrom('drop', 'replace', 'add'))
    .map(([value, index, bad, how]) => {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return bad;
      const keys = Object.keys(value);
      const key = keys[index % Math.max(keys.length, 1)];
      const copy: Record<string, unknown> = Object.fromEntries(
        Object.entries(value).filter(([name]) => how !== 'drop' || name !== key),
      );
      if (how === 'drop') return copy;
      if (how === 'replace' && key !== undefined) copy[key] = bad;
      else
        Object.defineProperty(
          copy,
          ['__proto__', 'constructor', 'isStaff', 'x'][index % 4] ?? 'x',
          { value: bad, enumerable: true },
        );
      return copy;
    });
}

/** Mostly valid-shaped values (to reach the handler), the rest broken or plainly hostile. */
export function valuesFor(schema: ZodType): fc.Arbitrary<unknown> {
  let json: JsonSchema;
  try {
    json = z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' }) as JsonSchema;
  } catch {
    return hostileValue;
  }
  const valid = shaped(json, json, 0);
  return fc.oneof(
    { arbitrary: valid, weight: 5 },
    { arbitrary: broken(valid), weight: 4 },
    { arbitrary: hostileValue, weight: 1 },
  );
}
