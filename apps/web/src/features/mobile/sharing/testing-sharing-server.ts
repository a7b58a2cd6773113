import type { DataShareBeneficiary, ShareQuota } from '@portal/contracts';
import {
  accountHandlers,
  anAccount,
  fibreAndPower,
} from '../../../shared/accounts/testing/account-server';
import type { Handler } from '../../../test/portal-server';
import { aMobileLine } from '../shared/testing/mobile-line';

export const MANAGEMENT =
  '/api/mobile/v2/management/accounts/30000001/mobileServices/0211234567/dataShare';
export const ORDERING =
  '/api/mobile/v2/ordering/accounts/30000001/serviceEntities/0211234567/dataShare';

export const leaderLine = aMobileLine('0211234567', {
  serviceEntityDescription: 'Aroha',
  planKey: 'GROUP_LEADER_60GB',
  planDescription: 'Group Leader 60GB',
});

export const demoShare: DataShareBeneficiary = {
  beneficiaryMsisdn: '0221234568',
  shareType: 'AllocationSharing',
  recurringShareAmountMB: 2048,
  currentMonthShareAmountMB: 0,
};

export const demoQuota: ShareQuota = {
  open: { allowed: true },
  recurring: { availableMb: 59392 },
  oneOff: { availableMb: 57344 },
};

export interface SharingData {
  beneficiaries?: DataShareBeneficiary[];
  /** A number answers with that error status. */
  quota?: ShareQuota | number;
  validation?: { valid: boolean; message: string | null };
  shareStatus?: number;
  /** The person's roles on the account; the owner's by default. */
  roles?: ('AccountOwner' | 'AccountRead')[];
}

/** The account calls and the data-share calls of one line (0211234567 on 30000001). */
export function sharingHandlers(data: SharingData = {}): Handler[] {
  const beneficiaries = data.beneficiaries ?? [demoShare];
  return [
    ...accountHandlers({
      '30000001': {
        account: anAccount('30000001', data.roles === undefined ? {} : { roles: data.roles }),
        products: fibreAndPower,
        mobileServices: [leaderLine],
      },
    }),
    ({ method, path, body }) => {
      if (method === 'GET' && path === `${MANAGEMENT}/beneficiaries`)
        return { data: beneficiaries };
      if (method === 'GET' && path === `${MANAGEMENT}/quota`) {
        const quota = data.quota ?? demoQuota;
        return typeof quota === 'number' ? { status: quota, data: null } : { data: quota };
      }
      if (method === 'GET' && path === `${ORDERING}/validateBeneficiary`) {
        return {
          data: {
            beneficiaryMsisdn: '0271234569',
            ...(data.validation ?? { valid: true, message: null }),
          },
        };
      }
      if (method === 'POST' && path === `${ORDERING}/remove`) return { data: body };
      if (method === 'POST' && path === ORDERING) {
        if (data.shareStatus !== undefined) return { status: data.shareStatus, data: null };
        const request = body as { beneficiaryServiceEntity: string; shareType: string };
        return {
          data: {
            beneficiaryMsisdn: request.beneficiaryServiceEntity,
            shareType: request.shareType,
            recurringShareAmountMB: 0,
            currentMonthShareAmountMB: 0,
          },
        };
      }
      return undefined;
    },
  ];
}
