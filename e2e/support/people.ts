import path from 'node:path';
import { personaNames, type PersonaName } from '../../test-support/personas';

/** Saved browser states of people signed in by the setup project (auth.setup.ts). */
const stateDir = path.resolve(import.meta.dirname, '../../test-results/.auth');

/** A demo person with a saved signed-in state: every one of test-support/personas.ts. */
export type Persona = PersonaName;

export const signedInState = Object.fromEntries(
  personaNames.map((name) => [name, path.join(stateDir, `${name}.json`)]),
) as Record<Persona, string>;
