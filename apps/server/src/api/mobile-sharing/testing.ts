import type { TestApp } from '../../test/build-app';
import { demoBrowsers } from '../../test/demo-browsers';

export const AROHA = 'aroha@example.nz';
export const LEADER = '0211234567';
export const MEMBER = '0221234568';
export const management = (line = LEADER, account = '30000001') =>
  `/api/mobile/v2/management/accounts/${account}/mobileServices/${line}/dataShare`;
export const ordering = (line = LEADER, account = '30000001') =>
  `/api/mobile/v2/ordering/accounts/${account}/serviceEntities/${line}/dataShare`;

/** The demo leader's plan (GROUP_LEADER_60GB) in MB: 60 × 1024. */
export const LEADER_ALLOWANCE_MB = 60 * 1024;
/** The demo's recurring allocation from 0211234567 to 0221234568. */
export const DEMO_RECURRING_MB = 2048;

/** Who calls, for which line: aroha on the demo leader unless told. */
export interface Caller {
  email?: string;
  line?: string;
  account?: string;
}

export function sharingKit(testApp: () => TestApp) {
  const people = demoBrowsers(testApp);
  const share = (body: Record<string, unknown>, as: Caller = {}) =>
    people.call(as.email ?? AROHA, {
      method: 'POST',
      url: ordering(as.line, as.account),
      json: body,
    });
  const remove = (beneficiaryServiceEntity: string, line = LEADER, email = AROHA) =>
    people.call(email, {
      method: 'POST',
      url: `${ordering(line)}/remove`,
      json: { beneficiaryServiceEntity },
    });
  return { people, share, remove };
}
