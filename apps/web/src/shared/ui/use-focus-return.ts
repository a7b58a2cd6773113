import { useEffect, useRef } from 'react';

interface Trigger {
  element: HTMLElement;
  tag: string;
  role: string | null;
  name: string;
  /** `data-focus-key`: names a control whose words change ("Top up $20.00", then "Top up"). */
  key: string | null;
}

const nameOf = (element: Element) =>
  (element.getAttribute('aria-label') ?? element.textContent).trim();

/**
 * The control a keyboard user left, or one just like it: the same focus key, or the same kind,
 * role and words.
 * A form that starts afresh after a dialog re-renders its buttons, and the old one is gone.
 */
function findAgain(trigger: Trigger): HTMLElement | null {
  if (trigger.element.isConnected) return trigger.element;
  if (trigger.key !== null) {
    const keyed = Array.from(document.querySelectorAll<HTMLElement>('main [data-focus-key]')).find(
      (candidate) => candidate.getAttribute('data-focus-key') === trigger.key,
    );
    if (keyed !== undefined) return keyed;
  }
  const candidates = document.querySelectorAll<HTMLElement>(`main ${trigger.tag}`);
  return (
    Array.from(candidates).find(
      (candidate) =>
        candidate.getAttribute('role') === trigger.role && nameOf(candidate) === trigger.name,
    ) ?? null
  );
}

/**
 * Gives focus back to what had it when `open` turned true, once it turns false again.
 * Mantine's modal does this when it is closed, but not when it is unmounted, as a flow of
 * dialogs that renders nothing when it ends does; keyboard users were then left at the top
 * of the page.
 */
export function useFocusReturn(open: boolean) {
  const trigger = useRef<Trigger | null>(null);
  useEffect(() => {
    if (open) {
      // Modals move focus into themselves a tick later, so this is still the trigger.
      const active = document.activeElement;
      if (trigger.current === null && active instanceof HTMLElement && active !== document.body) {
        trigger.current = {
          element: active,
          tag: active.tagName.toLowerCase(),
          role: active.getAttribute('role'),
          name: nameOf(active),
          key: active.getAttribute('data-focus-key'),
        };
      }
      return undefined;
    }
    const left = trigger.current;
    trigger.current = null;
    if (left === null) return undefined;
    // After the dialog has gone and the page has re-rendered.
    const timer = window.setTimeout(() => {
      const active = document.activeElement;
      if (active !== null && active !== document.body) return;
      findAgain(left)?.focus({ preventScroll: true });
    }, 10);
    return () => {
      window.clearTimeout(timer);
    };
  }, [open]);
}
