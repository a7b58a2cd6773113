import { describe, expect, it } from 'vitest';
import { costToLeaveSchema } from '@portal/contracts';
import { toNzDateKey } from '@portal/domain';
import { appForTests } from '../../test/test-app';

const { people } = appForTests({ seed: true });
const aroha = 'aroha@example.nz';

const lineCost = async (line: string) => {
  const cost = costToLeaveSchema.parse(
    await people.data(aroha, '/api/accounts/30000001/costToLeave'),
  );
  return cost.services.find((service) => service.serviceId === line);
};

describe('a plan change and the term', () => {
  it('starts a new fixed term on the day a line moves onto a fixed-term plan', async () => {
    expect((await lineCost('0271234569'))?.term).toBeNull();
    await people.data(aroha, {
      method: 'POST',
      url: '/api/sales/v3/ordering/accounts/30000001/productChangeOrders',
      json: {
        salesChannel: 'SelfService',
        salesPerson: 'MyAccountv2',
        additionalProductsToChange: [
          { ratePlan: 'GROUP_MEMBER', serviceEntity: '0271234569', service: 'mobile2_linerental' },
        ],
        additionalProducts: [
          { ratePlan: 'UNLIMITED_MAX', serviceEntity: '0271234569', service: 'mobile2_linerental' },
        ],
      },
    });
    const moved = await lineCost('0271234569');
    expect(moved?.planName).toBe('Unlimited Max');
    expect(moved?.term).toMatchObject({
      months: 12,
      startedOn: toNzDateKey(new Date()),
      monthsLeft: 12,
    });
    // 12 months at $15 is over the $150 cap.
    expect(moved?.today.fee).toBe(15_000);
  });
});
