export type UsageTab = 'data' | 'calls' | 'texts';

const USAGE_TABS: readonly UsageTab[] = ['data', 'calls', 'texts'];

/** The tab named by the URL hash (`#Calls`, `calls`), case-insensitive, else the fallback. */
export function usageTabFromHash(hash: string, fallback: UsageTab = 'data'): UsageTab {
  const value = hash.replace(/^#/, '').trim().toLowerCase();
  return USAGE_TABS.find((tab) => tab === value) ?? fallback;
}
