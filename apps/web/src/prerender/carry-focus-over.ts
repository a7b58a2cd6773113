const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

/**
 * Keeps a keyboard user's place when the app's first render replaces a page the server
 * sent already drawn: React removes the drawn elements, and focus would fall back to the
 * top of the document. The element last focused in the drawn page is found again by its
 * position among the focusable elements, the same in both since one tree drew them. The
 * app may draw that element a commit or two after the one that removed the drawn page, so
 * it is looked for after each, until it is there or focus has gone somewhere else.
 */
export function carryFocusOver(container: HTMLElement): void {
  const drawn = container.firstChild;
  if (drawn === null) return;
  const positionOf = (element: EventTarget | null) =>
    element instanceof Element ? [...container.querySelectorAll(FOCUSABLE)].indexOf(element) : -1;
  // The person may have moved into the page before this script arrived.
  let position = positionOf(document.activeElement);
  const remember = (event: FocusEvent) => {
    position = positionOf(event.target);
  };
  container.addEventListener('focusin', remember);
  // Mutation records arrive once the commit that made them has finished.
  const observer = new MutationObserver(() => {
    if (drawn.isConnected) return;
    container.removeEventListener('focusin', remember);
    const active = document.activeElement;
    const lost = position >= 0 && (active === null || active === document.body);
    const again = container.querySelectorAll<HTMLElement>(FOCUSABLE)[position];
    if (lost && again === undefined) return;
    observer.disconnect();
    if (lost) again?.focus();
  });
  observer.observe(container, { childList: true, subtree: true });
}
