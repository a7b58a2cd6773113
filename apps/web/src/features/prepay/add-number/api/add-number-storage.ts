import { addNumberStateSchema, type AddNumberState } from '@portal/contracts';

export const ADD_NUMBER_STATE_KEY = 'portal:add-number';

/*
 * The add-number state of spec section 3, kept in session storage between the two steps
 * (spec section 4: stores persist in session storage), so a reload keeps the code step and
 * the verifier never leaves this tab. Storage that is blocked or holds something else reads
 * as no state.
 */

export function readAddNumberState(): AddNumberState | null {
  try {
    const raw = sessionStorage.getItem(ADD_NUMBER_STATE_KEY);
    if (raw === null) return null;
    const parsed = addNumberStateSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function saveAddNumberState(state: AddNumberState): void {
  try {
    sessionStorage.setItem(ADD_NUMBER_STATE_KEY, JSON.stringify(state));
  } catch {
    // Blocked storage: the flow still works until the page is reloaded.
  }
}

export function clearAddNumberState(): void {
  try {
    sessionStorage.removeItem(ADD_NUMBER_STATE_KEY);
  } catch {
    // Nothing stored.
  }
}
