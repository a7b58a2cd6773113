/**
 * One stop in the tab order for a group of Radio.Cards, as for native radios: the chosen
 * card, or the first while none is chosen; the arrow keys move between cards.
 */
export function choiceTabIndex(keys: readonly string[], chosen: string, key: string): 0 | -1 {
  const stop = keys.includes(chosen) ? chosen : keys[0];
  return key === stop ? 0 : -1;
}
