import type { z } from 'zod';

/**
 * Reads a static JSON file of our own origin (app config, build meta), not an API call:
 * no envelope, no request headers. Never served from the HTTP cache, because both files
 * change with a deployment.
 */
export async function fetchJson<T>(url: string, schema: z.ZodType<T>): Promise<T> {
  const response = await fetch(url, {
    cache: 'no-store',
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return schema.parse(await response.json());
}
