import { useLocation, useNavigate } from '@tanstack/react-router';
import type { UsageType } from '@portal/contracts';
import { usageTabFromHash, type UsageTab } from '@portal/domain';

/** The API's usage kind behind each tab. */
export const TAB_KIND: Readonly<Record<UsageTab, UsageType>> = {
  data: 'data',
  calls: 'voice',
  texts: 'text',
};

/**
 * The tab named by the URL hash (#data, #CALLS …, any case; data otherwise), and a setter
 * that writes the hash, so a tab can be linked to and the back button leaves the page.
 */
export function useUsageTab(): [UsageTab, (tab: UsageTab) => void] {
  const hash = useLocation({ select: (location) => location.hash });
  const navigate = useNavigate();
  const tab = usageTabFromHash(hash);
  const choose = (next: UsageTab) => {
    void navigate({ to: '.', hash: next, replace: true });
  };
  return [tab, choose];
}
