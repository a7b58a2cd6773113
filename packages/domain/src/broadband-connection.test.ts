import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { describeConnection, formatSpeed } from './broadband-connection';

const fibre = {
  technology: 'UFB' as const,
  categoryGroup: 'Fibre',
  category: 'UFB1000/500',
  planKey: 'UFF1000/500',
  planName: 'Fibre Super',
};

describe('describeConnection', () => {
  it('reads fibre speeds from the UFB category and is not the special tier at 1000/500', () => {
    const view = describeConnection(fibre);
    expect(view.speeds).toEqual({ down: 1000, up: 500 });
    expect(view.specialFibreTier).toBe(false);
    expect(view.wireless).toBe(false);
    expect(view.technologyName).toBe('Fibre (UFB)');
  });

  it.each(['UFB2000/2000', 'UFB4000/4000'])('marks %s as the special fibre tier', (category) => {
    expect(describeConnection({ ...fibre, category }).specialFibreTier).toBe(true);
  });

  it('recognises wireless by its category group and 4G or 5G by substring', () => {
    const wireless = {
      technology: 'WBB' as const,
      categoryGroup: 'Wireless',
      category: 'Wireless 4G Unlimited',
      planKey: 'WBBv2_4G_Unlimited',
      planName: 'Wireless Broadband 4G Unlimited',
      downloadMbps: 60,
      uploadMbps: 15,
    };
    const view = describeConnection(wireless);
    expect(view.wireless).toBe(true);
    expect(view.wirelessGeneration).toBe('4G');
    expect(view.speeds).toEqual({ down: 60, up: 15 });
    expect(
      describeConnection({ ...wireless, category: 'Wireless', planKey: 'WBB_5G_X' })
        .wirelessGeneration,
    ).toBe('5G');
  });

  it('strips the plan name suffix after the last underscore', () => {
    expect(describeConnection({ ...fibre, planName: 'Fibre_Super_2024' }).planName).toBe(
      'Fibre_Super',
    );
  });

  it('never finds a wireless generation on a wired connection', () => {
    fc.assert(
      fc.property(fc.string(), (category) => {
        const view = describeConnection({ ...fibre, category: `${category} 5G` });
        expect(view.wirelessGeneration).toBeUndefined();
      }),
    );
  });
});

describe('formatSpeed', () => {
  it('shows whole gigabits above 1000 Mbps', () => {
    expect(formatSpeed(2000)).toBe('2 Gbps');
    expect(formatSpeed(1000)).toBe('1000 Mbps');
    expect(formatSpeed(60)).toBe('60 Mbps');
  });
});
