import path from 'node:path';
import type { Plugin } from 'vite';

const META_CALL = '.meta(';

/** The index just past the bracket that closes the one opened before `from`. */
function closingBracketEnd(code: string, from: number): number {
  let depth = 1;
  for (let i = from; i < code.length; i += 1) {
    const char = code[i];
    if (char === '"' || char === "'" || char === '`') {
      // Skip the string: the schemas' descriptions hold no template expressions.
      for (i += 1; i < code.length && code[i] !== char; i += 1) if (code[i] === '\\') i += 1;
    } else if (char === '(') depth += 1;
    else if (char === ')') {
      depth -= 1;
      if (depth === 0) return i + 1;
    }
  }
  throw new Error('a .meta( call is not closed');
}

/** The code without its `.meta(…)` calls. */
export function stripSchemaMeta(code: string): string {
  let out = '';
  let at = 0;
  for (let found = code.indexOf(META_CALL); found >= 0; found = code.indexOf(META_CALL, at)) {
    out += code.slice(at, found);
    at = closingBracketEnd(code, found + META_CALL.length);
  }
  return out + code.slice(at);
}

/**
 * Takes the `.meta(…)` calls out of the contracts package's schemas in the SPA's builds.
 * zod's `.meta()` enters a schema in zod's global registry, for the OpenAPI document the
 * server writes from its own copy of the contracts. The build's server bundle, which the
 * server loads to draw signed-in pages (decision 018), has a second copy: entering its
 * schemas too would give each id twice, and zod refuses to write the document. In the
 * browser nothing reads the registry either.
 */
export function stripSchemaMetaPlugin(contractsSourceDir: string): Plugin {
  const root = path.resolve(contractsSourceDir) + path.sep;
  return {
    name: 'portal-strip-schema-meta',
    apply: 'build',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!file.startsWith(root) || !code.includes(META_CALL)) return null;
      return { code: stripSchemaMeta(code), map: null };
    },
  };
}
