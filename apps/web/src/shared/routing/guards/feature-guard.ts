import type { Guard } from './guard-types';
import { pass } from './guard-types';

/**
 * Spec section 6 on entry: a page of a gated feature the selected account does not have
 * (broadband or mobile for a farm-source account, statements only) sends the viewer to the
 * dashboard, which says why. The server refuses the same changes (ADR 021); this keeps
 * people from a page whose every action would be refused. Passes without account facts.
 */
export const featureGuard: Guard = ({ meta, accountFacts }) => {
  const feature = meta?.gatedFeature ?? null;
  if (feature === null || accountFacts === null || accountFacts.features[feature]) return pass;
  return { kind: 'redirect', href: '/' };
};
