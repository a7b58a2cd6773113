import type { Brand } from './brand';
import { brandFeatures, type FibrePlanBlurb } from './brand';

export interface PlanChoiceCandidate {
  readonly planKey: string;
  readonly name: string;
  readonly technology: string;
  readonly businessOnly: boolean;
  readonly isActive: boolean;
  readonly sortOrder: number;
}

/**
 * The broadband plans a connection may move to: the same technology (a fibre line cannot
 * become wireless by a plan change; that is a new connection), business-only plans only for
 * business accounts, and the current plan always kept so the page can mark it.
 */
export function plansToOffer<T extends PlanChoiceCandidate>(
  plans: readonly T[],
  current: { readonly planKey: string; readonly technology: string },
  isBusiness: boolean,
): T[] {
  return plans
    .filter(
      (plan) =>
        plan.planKey === current.planKey ||
        (plan.isActive &&
          plan.technology === current.technology &&
          (isBusiness || !plan.businessOnly)),
    )
    .sort((a, b) => a.sortOrder - b.sortOrder);
}

/*
 * The spec says only that the blurbs exist and are brand-specific. Each brand that shows
 * them (brand.ts) speaks in its own voice here; plans are matched by the start of their name.
 */
const BLURBS: Readonly<Record<Brand, Readonly<Record<FibrePlanBlurb, string>>>> = {
  main: {
    'Fibre Start': 'Fibre Start: everyday browsing, email and HD streaming for a small home.',
    'Fibre Smart': 'Fibre Smart: the whole household streaming and video calling at once.',
    'Fibre Super': 'Fibre Super: our fastest home fibre for gamers, creators and big downloads.',
  },
  business: {
    'Fibre Start': 'Fibre Start: cloud apps, email and card payments for a small team.',
    'Fibre Smart': 'Fibre Smart: video meetings and shared files for a busy office.',
    'Fibre Super': 'Fibre Super: large uploads and many users without slowing down.',
  },
  prepay: {
    'Fibre Start': 'Fibre Start: simple fibre for browsing and streaming.',
    'Fibre Smart': 'Fibre Smart: room for everyone to stream at once.',
    'Fibre Super': 'Fibre Super: top speed for gaming and big downloads.',
  },
  legacy: {
    'Fibre Start': 'Fibre Start: dependable fibre for browsing, email and streaming.',
    'Fibre Smart': 'Fibre Smart: plenty of speed for a connected family.',
    'Fibre Super': 'Fibre Super: gigabit fibre for the most demanding homes.',
  },
  flexi: {
    'Fibre Start': 'Fibre Start: the basics, done well.',
    'Fibre Smart': 'Fibre Smart: more speed for more people.',
    'Fibre Super': 'Fibre Super: as fast as home fibre goes.',
  },
  third: {
    'Fibre Start': 'Fibre Start: kia tere, just enough speed for browsing and streaming.',
    'Fibre Smart': 'Fibre Smart: the whānau online together, no waiting.',
    'Fibre Super': 'Fibre Super: gigabit speed for gaming, creating and working from home.',
  },
};

/** The brand's blurb for a plan named Fibre Start, Fibre Smart or Fibre Super; else none. */
export function fibrePlanBlurb(brand: Brand, planName: string): string | undefined {
  const blurb = brandFeatures(brand).fibrePlanBlurbs.find((name) => planName.startsWith(name));
  return blurb === undefined ? undefined : BLURBS[brand][blurb];
}
