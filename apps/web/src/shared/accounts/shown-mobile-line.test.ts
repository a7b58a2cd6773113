import { describe, expect, it } from 'vitest';
import { shownMobileLine } from './shown-mobile-line';

const line = (serviceEntity: string, service = 'mobile2_linerental') => ({
  service,
  serviceEntity,
});
const services = [line('0800000000', 'mobile2_wbb'), line('0211111111'), line('0222222222')];

describe('shownMobileLine', () => {
  it('shows the chosen mobile line', () => {
    const { lines, chosen, shown } = shownMobileLine(services, '0222222222');
    expect(lines.map((each) => each.serviceEntity)).toEqual(['0211111111', '0222222222']);
    expect(chosen?.serviceEntity).toBe('0222222222');
    expect(shown?.serviceEntity).toBe('0222222222');
  });

  it('shows the first mobile line when none is chosen or the chosen one is not a mobile line', () => {
    for (const choice of [null, '0299999999', '0800000000']) {
      const { chosen, shown } = shownMobileLine(services, choice);
      expect(chosen).toBeUndefined();
      expect(shown?.serviceEntity).toBe('0211111111');
    }
    expect(shownMobileLine(undefined, null).shown).toBeUndefined();
  });
});
