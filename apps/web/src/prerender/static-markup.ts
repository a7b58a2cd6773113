import { LAYOUT_ATTRIBUTE } from '../shared/ui/layout-guess';

/**
 * Turns React's server markup into what the portal may send before its script runs:
 *
 * - No scripts: the policy allows none inline (the router writes one for scroll restoration).
 * - No `style` attributes: the policy refuses inline style attributes, and React writes one
 *   for every `style` prop (Mantine's style props among them). Each distinct one becomes a
 *   rule in one `<style>` element, matched by a `data-prerender-style` attribute and marked
 *   `!important`, which reproduces an inline style's precedence over the stylesheets.
 * - Controls are disabled: until the app takes over they have no handlers, and a click that
 *   did nothing would be lost. Links work as they are.
 *
 * The server adds the response's nonce to the `<style>` elements when it sends the page.
 */
const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script>/gi;
const STYLE_ATTRIBUTE = /\sstyle="([^"]*)"/g;
const NONCE_ATTRIBUTE = /\snonce="[^"]*"/g;
const CONTROL = /<(button|input|select|textarea)\b(?![^>]*\sdisabled\b)/gi;

export const PRERENDER_STYLE_ATTRIBUTE = 'data-prerender-style';
/** Marks a control disabled only until the app runs (finish-hydration.ts). */
export const PRERENDER_DISABLED_ATTRIBUTE = 'data-prerender-disabled';

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
};

function unescapeAttribute(value: string): string {
  return value.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (entity) => ENTITIES[entity] ?? entity);
}

/** `a:1;b:url(x;y)` → ['a:1', 'b:url(x;y)']: semicolons inside brackets or quotes stay. */
export function splitDeclarations(css: string): string[] {
  const declarations: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let start = 0;
  for (let i = 0; i < css.length; i += 1) {
    const char = css[i];
    if (quote !== null) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    else if (char === ';' && depth === 0) {
      declarations.push(css.slice(start, i));
      start = i + 1;
    }
  }
  declarations.push(css.slice(start));
  return declarations.map((declaration) => declaration.trim()).filter((d) => d !== '');
}

function importantRule(index: number, css: string): string {
  if (css.includes('<')) throw new Error(`a style cannot go into a <style> element: ${css}`);
  const body = splitDeclarations(css)
    .map((declaration) => `${declaration} !important`)
    .join(';');
  return `[${PRERENDER_STYLE_ATTRIBUTE}="${String(index)}"]{${body}}`;
}

/** The `<style>` element of a drawn page's rules, beside #root (finish-hydration.ts). */
export const PRERENDER_STYLES_ID = 'prerender-styles';

/**
 * The markup of #root, safe to send before the app's script has run (see above), and the
 * `<style>` element of its rules (empty when it has none), which goes beside #root, not in
 * it: React takes over #root as it is, and finds there only what it drew.
 */
export function staticMarkup(html: string): { body: string; rules: string } {
  const styles = new Map<string, number>();
  const body = html
    .replace(SCRIPT, '')
    .replace(NONCE_ATTRIBUTE, '')
    .replace(STYLE_ATTRIBUTE, (_attribute, value: string) => {
      const css = unescapeAttribute(value);
      const index = styles.get(css) ?? styles.size;
      styles.set(css, index);
      return ` ${PRERENDER_STYLE_ATTRIBUTE}="${String(index)}"`;
    })
    .replace(CONTROL, (tag) => `${tag} disabled="" ${PRERENDER_DISABLED_ATTRIBUTE}=""`);
  if (styles.size === 0) return { body, rules: '' };
  const rules = [...styles].map(([css, index]) => importantRule(index, css)).join('\n');
  return { body, rules: `<style id="${PRERENDER_STYLES_ID}">${rules}</style>` };
}

/** The app's entry script and the module preloads Vite writes into index.html's head. */
const APP_SCRIPT_TAG =
  /[ \t]*<(?:script type="module"[^>]*><\/script>|link rel="modulepreload"[^>]*>)\n?/g;
const EMPTY_ROOT = '<div id="root"></div>';
/** public/after-paint.js: puts the template's scripts in the head once the page is painted. */
const AFTER_PAINT_SCRIPT = '/after-paint.js';

/** Where a page drawn by the server leaves the answers it was drawn from (server-data.ts). */
export const SERVER_DATA_ID = 'app-data';

/**
 * JSON that stays data inside a `<script type="application/json">` element: no `<` can
 * close the element or open a comment, whatever the strings hold. Still valid JSON.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * index.html with a drawn page: its markup in #root, its title, the answers it was drawn
 * from if the server drew it, and the app's scripts moved from the head into a template
 * that public/after-paint.js fetches once the page is painted.
 */
export function prerenderedDocument(
  indexHtml: string,
  page: { markup: string; title: string; data?: unknown; layout?: string },
): string {
  const appScripts = indexHtml.match(APP_SCRIPT_TAG) ?? [];
  if (appScripts.length === 0) throw new Error('index.html has no app script');
  if (!indexHtml.includes(EMPTY_ROOT)) throw new Error('index.html has no empty #root');
  const title = page.title.replace(/[<&]/g, (char) => (char === '<' ? '&lt;' : '&amp;'));
  const { body, rules } = staticMarkup(page.markup);
  const data =
    page.data === undefined
      ? ''
      : `    <script type="application/json" id="${SERVER_DATA_ID}">${jsonForScript(page.data)}</script>\n`;
  return indexHtml
    .replace(APP_SCRIPT_TAG, '')
    .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
    .replace(
      EMPTY_ROOT,
      () =>
        `${rules}<div id="root"${page.layout === undefined ? '' : ` ${LAYOUT_ATTRIBUTE}="${page.layout === 'phone' ? 'phone' : 'wide'}"`}>${body}</div>\n` +
        data +
        `    <template id="app-scripts">${appScripts.map((tag) => tag.trim()).join('')}</template>\n` +
        `    <script src="${AFTER_PAINT_SCRIPT}"></script>`,
    );
}
