import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PRERENDER_STYLES_ID,
  SERVER_DATA_ID,
  jsonForScript,
  prerenderedDocument,
  splitDeclarations,
  staticMarkup,
} from './static-markup';

describe('staticMarkup', () => {
  it('moves each distinct inline style into one rule with an inline style’s precedence', () => {
    const html =
      '<div style="color:red;padding:var(--x)">a</div><p style="color:red;padding:var(--x)">b</p>' +
      '<span style="font-family:&quot;Inter&quot;, sans-serif">c</span>';
    const { body, rules } = staticMarkup(html);
    expect(body).not.toMatch(/\sstyle="/);
    expect(body).toBe(
      '<div data-prerender-style="0">a</div><p data-prerender-style="0">b</p>' +
        '<span data-prerender-style="1">c</span>',
    );
    expect(rules).toBe(
      `<style id="${PRERENDER_STYLES_ID}">[data-prerender-style="0"]{color:red !important;padding:var(--x) !important}\n` +
        '[data-prerender-style="1"]{font-family:"Inter", sans-serif !important}</style>',
    );
  });

  it('drops scripts and any nonce, which the server writes per response', () => {
    const out = staticMarkup('<style nonce="">a{}</style><main>x</main><script>alert(1)</script>');
    expect(out).toEqual({ body: '<style>a{}</style><main>x</main>', rules: '' });
  });

  it('disables controls until the app takes over, marked as such, and leaves links alone', () => {
    const { body } = staticMarkup(
      '<button type="button">Go</button><input name="q"/><button disabled="">No</button><a href="/">Home</a>',
    );
    expect(body).toBe(
      '<button disabled="" data-prerender-disabled="" type="button">Go</button>' +
        '<input disabled="" data-prerender-disabled="" name="q"/>' +
        '<button disabled="">No</button><a href="/">Home</a>',
    );
  });

  it('refuses a style that could close its <style> element', () => {
    expect(() => staticMarkup('<b style="content:&quot;&lt;/style&gt;&quot;">x</b>')).toThrow();
  });
});

describe('splitDeclarations', () => {
  it('keeps semicolons inside brackets and quotes', () => {
    expect(splitDeclarations('a:1;b:url(x;y); c:"p;q";')).toEqual(['a:1', 'b:url(x;y)', 'c:"p;q"']);
  });

  it('gives back every plain declaration, in order', () => {
    const declaration = fc
      .tuple(fc.stringMatching(/^[a-z-]{1,8}$/), fc.stringMatching(/^[a-z0-9() ,.-]{1,12}$/))
      .filter(([, value]) => value.trim() !== '' && !/[()]/.test(value))
      .map(([name, value]) => `${name}:${value.trim()}`);
    fc.assert(
      fc.property(fc.array(declaration, { maxLength: 6 }), (declarations) => {
        expect(splitDeclarations(declarations.join(';'))).toEqual(declarations);
      }),
    );
  });
});

describe('prerenderedDocument', () => {
  const indexHtml = [
    '<!doctype html>',
    '<html lang="en-NZ">',
    '  <head>',
    '    <title>My Account</title>',
    '    <script type="module" crossorigin src="/assets/index-1.js"></script>',
    '    <link rel="modulepreload" crossorigin href="/assets/boot-2.js">',
    '    <link rel="stylesheet" crossorigin href="/assets/index-3.css">',
    '  </head>',
    '  <body>',
    '    <div id="root"></div>',
    '  </body>',
    '</html>',
  ].join('\n');

  it('puts the page in #root and its title in the head, and keeps the stylesheet', () => {
    const out = prerenderedDocument(indexHtml, {
      markup: '<h1 style="color:red">Sign In</h1>',
      title: 'Sign In | Kiwi & Co <Ltd>',
    });
    expect(out).toContain('<title>Sign In | Kiwi &amp; Co &lt;Ltd></title>');
    expect(out).toContain(`</style><div id="root"><h1 data-prerender-style="0">Sign In</h1></div>`);
    expect(out).toContain(`<style id="${PRERENDER_STYLES_ID}">`);
    expect(out).toContain('<link rel="stylesheet" crossorigin href="/assets/index-3.css">');
  });

  it('holds the app scripts back in a template that after-paint.js releases', () => {
    const out = prerenderedDocument(indexHtml, { markup: '<p>x</p>', title: 't' });
    const head = out.slice(0, out.indexOf('</head>'));
    expect(head).not.toContain('index-1.js');
    expect(head).not.toContain('modulepreload');
    expect(out).toContain(
      '<template id="app-scripts"><script type="module" crossorigin src="/assets/index-1.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/boot-2.js"></template>\n' +
        '    <script src="/after-paint.js"></script>',
    );
  });

  it('carries the answers a page was drawn from as data no markup in them can break out of', () => {
    const data = { name: '</script><script>alert(1)</script><!--', note: 'a & b > c' };
    const out = prerenderedDocument(indexHtml, { markup: '<p>x</p>', title: 't', data });
    const block = new RegExp(
      `<script type="application/json" id="${SERVER_DATA_ID}">([^<]*)</script>`,
    ).exec(out);
    expect(block).not.toBeNull();
    expect(JSON.parse(block?.[1] ?? '')).toEqual(data);
    // The data block, the app's entry in its template, and after-paint.js: no other.
    expect(out.match(/<script/g)).toHaveLength(3);
    expect(out.indexOf(SERVER_DATA_ID)).toBeLessThan(out.indexOf('<template id="app-scripts">'));
  });

  it('writes on #root the layout a page was drawn for', () => {
    const out = prerenderedDocument(indexHtml, { markup: '<p>x</p>', title: 't', layout: 'phone' });
    expect(out).toContain('<div id="root" data-layout="phone"><p>x</p></div>');
  });

  it('writes no data block for a page drawn without answers', () => {
    const out = prerenderedDocument(indexHtml, { markup: '<p>x</p>', title: 't' });
    expect(out).not.toContain(SERVER_DATA_ID);
  });

  it('refuses an index.html it cannot place the page in', () => {
    expect(() =>
      prerenderedDocument('<html><body></body></html>', { markup: '', title: '' }),
    ).toThrow();
  });
});

describe('jsonForScript', () => {
  it('is the same JSON, with no character that HTML reads inside a script element', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = jsonForScript(value);
        expect(text).not.toMatch(/[<>&\u2028\u2029]/);
        expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(value)));
      }),
    );
  });
});
