import { describe, expect, it } from 'vitest';
import {
  hardwareTypeSchema,
  planChangeResultSchema,
  refreshWindowSchema,
  SOURCE_APP,
  sourceAppSchema,
  topUpDialogStepSchema,
  topUpOperationSchema,
} from './enums';

describe('enumerations', () => {
  it('keep the spec spelling, including spaces and leading digits', () => {
    expect(hardwareTypeSchema.safeParse('Return Bag').success).toBe(true);
    expect(hardwareTypeSchema.safeParse('111Cellphone').success).toBe(true);
    expect(refreshWindowSchema.safeParse('14Days').success).toBe(true);
    expect(planChangeResultSchema.safeParse('OkWithCaveats').success).toBe(true);
    expect(topUpDialogStepSchema.safeParse('AFTER_PAYMARK').success).toBe(true);
  });

  it('are case-sensitive', () => {
    expect(planChangeResultSchema.safeParse('ok').success).toBe(false);
    expect(hardwareTypeSchema.safeParse('sim card').success).toBe(false);
  });

  it('list all twelve top-up operations', () => {
    expect(topUpOperationSchema.options).toHaveLength(12);
  });

  it('fix the source app value', () => {
    expect(sourceAppSchema.parse(SOURCE_APP)).toBe('MyAccountv2');
    expect(sourceAppSchema.safeParse('MyAccountV2').success).toBe(false);
  });
});
