import {
  PRERENDER_DISABLED_ATTRIBUTE,
  PRERENDER_STYLES_ID,
  PRERENDER_STYLE_ATTRIBUTE,
  splitDeclarations,
} from './static-markup';

/** What the app says when React could not take a drawn page over and drew it afresh. */
export const DRAWN_AGAIN_WARNING = 'The drawn page was drawn again by the app';

const RULE = new RegExp(`^\\[${PRERENDER_STYLE_ATTRIBUTE}="(\\d+)"\\]\\{(.*)\\}$`);

/** The declarations of each drawn style, by its index, from the drawn page's rules. */
function drawnStyles(rules: Element | null): Map<string, string> {
  const styles = new Map<string, string>();
  if (rules !== null) {
    for (const line of rules.textContent.split('\n')) {
      const match = RULE.exec(line);
      if (match === null) continue;
      const [, index = '', body = ''] = match;
      const declarations = splitDeclarations(body).map((declaration) =>
        declaration.replace(/\s*!important$/, ''),
      );
      styles.set(index, declarations.join(';'));
    }
  }
  return styles;
}

/**
 * Once React has taken over a page the server drew (hydrated it, in the same commit, before
 * it is painted), undoes what was changed to send it before any script (static-markup.ts):
 * each element's style becomes its own again, set through the CSSOM as React sets it (the
 * policy refuses style attributes, not that), and the controls disabled until the app ran
 * are enabled. React does not compare attributes when it hydrates, so it believes both
 * already hold. The drawn rules go.
 */
export function finishHydration(container: HTMLElement): void {
  const rules = container.ownerDocument.getElementById(PRERENDER_STYLES_ID);
  const styles = drawnStyles(rules);
  for (const element of container.querySelectorAll<HTMLElement>(`[${PRERENDER_STYLE_ATTRIBUTE}]`)) {
    element.style.cssText = styles.get(element.getAttribute(PRERENDER_STYLE_ATTRIBUTE) ?? '') ?? '';
    element.removeAttribute(PRERENDER_STYLE_ATTRIBUTE);
  }
  for (const element of container.querySelectorAll(`[${PRERENDER_DISABLED_ATTRIBUTE}]`)) {
    element.removeAttribute('disabled');
    element.removeAttribute(PRERENDER_DISABLED_ATTRIBUTE);
  }
  rules?.remove();
}
