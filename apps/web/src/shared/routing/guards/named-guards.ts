import { addPowerGuard, powerGuard } from '@portal/domain';
import type { Features, GuardOutcome as DomainOutcome } from '@portal/domain';
import type { NamedGuardName } from '../route-meta';
import type { Guard, GuardOutcome } from './guard-types';
import { pass } from './guard-types';

type NamedGuardCheck = (features: Features, hasPowerProduct: boolean) => DomainOutcome;

/** The named guards of spec section 2, step 6; what they check is in docs/spec-notes.md. */
const namedGuards: Record<NamedGuardName, NamedGuardCheck> = {
  power: powerGuard,
  addpower: addPowerGuard,
};

/** Spec section 8: an unknown route guard raises an error. */
export function resolveNamedGuard(name: string): NamedGuardCheck {
  if (!Object.hasOwn(namedGuards, name)) throw new Error(`Unknown route guard: ${name}`);
  return namedGuards[name as NamedGuardName];
}

function toOutcome(outcome: DomainOutcome): GuardOutcome {
  return outcome.allow ? pass : { kind: 'redirect', href: outcome.redirectTo };
}

/**
 * Guard 6: the page's named guards, in the order it lists them. Names are checked even
 * without account data, so a typo fails at once; the checks themselves pass when the
 * selected account or its products cannot be read.
 */
export const namedRouteGuards: Guard = ({ meta, accountFacts, location }) => {
  for (const name of meta?.guards ?? []) {
    const check = resolveNamedGuard(name);
    // Unknown products decide nothing: the page says the load failed (WithSelectedAccount).
    if (accountFacts === null || !accountFacts.productsLoaded) continue;
    const outcome = toOutcome(check(accountFacts.features, accountFacts.hasPowerProduct));
    if (
      outcome.kind !== 'pass' &&
      !(outcome.kind === 'redirect' && outcome.href === location.pathname)
    ) {
      return outcome;
    }
  }
  return pass;
};
