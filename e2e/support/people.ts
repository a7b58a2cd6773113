import path from 'node:path';

/** Saved browser states of people signed in by the setup project (auth.setup.ts). */
const stateDir = path.resolve(import.meta.dirname, '../../test-results/.auth');

export const signedInState = {
  aroha: path.join(stateDir, 'aroha.json'),
  sam: path.join(stateDir, 'sam.json'),
} as const;
