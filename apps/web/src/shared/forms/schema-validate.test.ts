import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { schemaValidate } from './schema-validate';

const schema = z
  .object({
    code: z
      .string()
      .min(1, 'Enter the code')
      .regex(/^\d{6}$/, 'Enter the 6-digit code'),
    name: z.string(),
    again: z.string(),
  })
  .refine((form) => form.again === form.code, { path: ['again'], message: 'They differ' });

describe('schemaValidate', () => {
  it('gives each field the first message of its rules', () => {
    expect(schemaValidate(schema)({ code: '', name: 'Ana', again: '' })).toEqual({
      code: 'Enter the code',
    });
  });

  it('names a rule across fields by the field it is about', () => {
    expect(schemaValidate(schema)({ code: '123456', name: 'Ana', again: '12345' })).toEqual({
      again: 'They differ',
    });
  });

  it('finds nothing wrong with values the schema takes', () => {
    expect(schemaValidate(schema)({ code: '123456', name: 'Ana', again: '123456' })).toEqual({});
  });
});
