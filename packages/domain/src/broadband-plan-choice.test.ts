import { describe, expect, it } from 'vitest';
import { fibrePlanBlurb, plansToOffer } from './broadband-plan-choice';

const plan = (planKey: string, technology: string, sortOrder: number, businessOnly = false) => ({
  planKey,
  name: planKey,
  technology,
  businessOnly,
  isActive: true,
  sortOrder,
});

const catalog = [
  plan('HYPER', 'UFB', 4, true),
  plan('SMART', 'UFB', 2),
  plan('START', 'UFB', 1),
  plan('WBB4G', 'WBB', 5),
  { ...plan('OLD', 'UFB', 3), isActive: false },
];

describe('plansToOffer', () => {
  it('offers the same technology, in catalog order, without business-only plans for homes', () => {
    const offered = plansToOffer(catalog, { planKey: 'SMART', technology: 'UFB' }, false);
    expect(offered.map((p) => p.planKey)).toEqual(['START', 'SMART']);
  });

  it('offers business-only plans to business accounts', () => {
    const offered = plansToOffer(catalog, { planKey: 'SMART', technology: 'UFB' }, true);
    expect(offered.map((p) => p.planKey)).toEqual(['START', 'SMART', 'HYPER']);
  });

  it('always keeps the current plan, even when it is no longer sold', () => {
    const offered = plansToOffer(catalog, { planKey: 'OLD', technology: 'UFB' }, false);
    expect(offered.map((p) => p.planKey)).toEqual(['START', 'SMART', 'OLD']);
  });
});

describe('fibrePlanBlurb', () => {
  it('gives each brand its own blurb for the three fibre plans', () => {
    const main = fibrePlanBlurb('main', 'Fibre Smart');
    const business = fibrePlanBlurb('business', 'Fibre Smart');
    expect(main).toMatch(/^Fibre Smart: /);
    expect(business).toMatch(/^Fibre Smart: /);
    expect(main).not.toBe(business);
  });

  it('shows none for brands without blurbs and for other plans', () => {
    expect(fibrePlanBlurb('flexi', 'Fibre Start')).toBeUndefined();
    expect(fibrePlanBlurb('main', 'Fibre Hyper 2000')).toBeUndefined();
  });
});
