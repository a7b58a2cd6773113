import path from 'node:path';

/** Saved browser states of people signed in by the setup project (auth.setup.ts). */
const stateDir = path.resolve(import.meta.dirname, '../../test-results/.auth');

export const signedInState = {
  aroha: path.join(stateDir, 'aroha.json'),
  sam: path.join(stateDir, 'sam.json'),
  ben: path.join(stateDir, 'ben.json'),
  liam: path.join(stateDir, 'liam.json'),
  nova: path.join(stateDir, 'nova.json'),
  fiona: path.join(stateDir, 'fiona.json'),
  kiri: path.join(stateDir, 'kiri.json'),
  mere: path.join(stateDir, 'mere.json'),
} as const;

/** A demo person with a saved signed-in state. */
export type Persona = keyof typeof signedInState;

/** Their log-ins (docs/demo-data.md); Sam signs in through the staff pool. */
export const loginOf: Record<Persona, { email: string; staff?: boolean }> = {
  aroha: { email: 'aroha@example.nz' },
  sam: { email: 'sam.sales@example.nz', staff: true },
  ben: { email: 'ben@example.nz' },
  liam: { email: 'liam@example.nz' },
  nova: { email: 'nova@example.nz' },
  fiona: { email: 'fiona@example.nz' },
  kiri: { email: 'kiri@example.nz' },
  mere: { email: 'mere@example.nz' },
};
