import { queryOptions } from '@tanstack/react-query';
import { BUILD_META_PATH, buildMetaSchema } from '@portal/contracts';
import type { BuildMeta } from '@portal/contracts';
import { fetchJson } from '../api';

/** The timestamp defeats any cache between us and the file (spec section 7, "build-check"). */
export function buildMetaUrl(now: number = Date.now()): string {
  return `${BUILD_META_PATH}?t=${now}`;
}

export const buildMetaQueryOptions = (intervalMs: number) =>
  queryOptions({
    queryKey: ['build-meta'],
    queryFn: () => fetchJson(buildMetaUrl(), buildMetaSchema),
    refetchInterval: intervalMs,
    // A hidden tab does not need to know; it checks again when it is looked at.
    refetchIntervalInBackground: false,
    staleTime: 0,
    // A failed check is retried by the next interval, quietly.
    retry: false,
  });

export function isNewerBuild(runningBuildId: string, latest: BuildMeta | undefined): boolean {
  return latest !== undefined && latest.buildId !== runningBuildId;
}
