import { SERVER_DATA_ID } from '../../apps/web/src/prerender/static-markup';

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
};

/**
 * The h1 of a page as the server drew it into its document (issue 27), as text; null when
 * the document is the plain SPA, which has no page in it and no answers to start from.
 */
export function drawnHeading(html: string): string | null {
  if (!html.includes(`id="${SERVER_DATA_ID}"`)) return null;
  const heading = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html);
  if (heading === null) return null;
  return (heading[1] ?? '')
    .replace(/<[^>]+>/g, '')
    .replace(/&(?:amp|lt|gt|quot|#x27|#39);/g, (entity) => ENTITIES[entity] ?? entity)
    .trim();
}
