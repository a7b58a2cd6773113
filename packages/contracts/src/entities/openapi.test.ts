import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as account from './account';
import * as enums from './enums';
import * as identity from './identity';
import * as mobile from './mobile';
import * as payments from './payments';
import * as products from './products';
import * as scalars from './scalars';
import * as sharing from './sharing';
import * as usage from './usage';

const modules = [account, enums, identity, mobile, payments, products, scalars, sharing, usage];

function isSchema(value: unknown): value is z.ZodType {
  return value instanceof z.ZodType;
}

const entitySchemas = modules
  .flatMap((module) => Object.entries(module))
  .filter(
    (entry): entry is [string, z.ZodType] =>
      isSchema(entry[1]) && typeof z.globalRegistry.get(entry[1])?.id === 'string',
  );

describe('OpenAPI components', () => {
  it('name every main entity', () => {
    const ids = entitySchemas.map(([, schema]) => z.globalRegistry.get(schema)?.id);
    expect(ids).toEqual(
      expect.arrayContaining(['Account', 'User', 'SessionView', 'MobilePlan', 'SavedCard']),
    );
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('convert together into one JSON Schema document without clashing ids', () => {
    const all = z.object(Object.fromEntries(entitySchemas));
    const document = z.toJSONSchema(all, { io: 'output' });
    expect(Object.keys(document.$defs ?? {})).toEqual(
      expect.arrayContaining(['Account', 'RecurringPaymentMethod']),
    );
  });
});
