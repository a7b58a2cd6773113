import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stripSchemaMeta } from './strip-schema-meta';

describe('stripSchemaMeta', () => {
  it('takes out each .meta(…) call, brackets and strings inside it included', () => {
    const code = [
      "export const a = z.string().meta({ description: 'Dotted path (e.g. body.amount)' });",
      'export const b = z',
      '  .object({ x: z.number().meta({ description: "a \\"quoted)\\" word" }) })',
      "  .meta({ id: 'B' });",
    ].join('\n');
    expect(stripSchemaMeta(code)).toBe(
      [
        'export const a = z.string();',
        'export const b = z',
        '  .object({ x: z.number() })',
        '  ;',
      ].join('\n'),
    );
  });

  it('leaves code without .meta( as it is', () => {
    fc.assert(
      fc.property(fc.string(), (code) => {
        fc.pre(!code.includes('.meta('));
        expect(stripSchemaMeta(code)).toBe(code);
      }),
    );
  });

  it('refuses a call it cannot find the end of', () => {
    expect(() => stripSchemaMeta("z.string().meta({ id: 'A' }")).toThrow(/not closed/);
  });
});
