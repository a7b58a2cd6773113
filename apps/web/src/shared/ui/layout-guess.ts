/**
 * Which layout a page the server draws is drawn for (issue 27): a phone's (below Mantine's
 * `sm` breakpoint) or a wider screen's. The server guesses it from the request (the
 * Sec-CH-UA-Mobile hint, or a phone's user agent), draws the page for it, and writes it on
 * #root; the browser's first render takes the page over with the same guess, then draws
 * again if the screen says otherwise.
 */
export type LayoutGuess = 'phone' | 'wide';

let current: LayoutGuess = 'wide';

export function setLayoutGuess(layout: LayoutGuess): void {
  current = layout;
}

export function layoutGuess(): LayoutGuess {
  return current;
}

/** The attribute of #root that carries the guess from the drawn page to the app. */
export const LAYOUT_ATTRIBUTE = 'data-layout';

/** A header value's guess: a phone when the client hint says so, or without one, its agent. */
export function guessLayout(headers: {
  mobileHint: string | undefined;
  userAgent: string | undefined;
}): LayoutGuess {
  if (headers.mobileHint !== undefined)
    return headers.mobileHint.trim() === '?1' ? 'phone' : 'wide';
  return /\bMobi|Android|iPhone/.test(headers.userAgent ?? '') ? 'phone' : 'wide';
}
