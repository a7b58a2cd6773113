/**
 * The second click of a double click (`detail` 2 or more). It lands before React has drawn
 * the button disabled, or where the step before had its button; it must neither send again
 * nor confirm what the person has not read. Keyboard presses have `detail` 0.
 */
export function isRepeatClick(event: { detail: number }): boolean {
  return event.detail > 1;
}
