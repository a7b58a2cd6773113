import { describe, expect, it } from 'vitest';
import {
  FEATURE_UNAVAILABLE_MESSAGES,
  STATEMENTS_ONLY_TITLE,
  statementsOnlyMessage,
} from '@portal/contracts';
import { deriveFeatures, summariseProducts, type Features } from '@portal/domain';
import { AppError } from '../platform/app-error';
import { requireFeature } from './feature-gate';

const broadbandAndPower = summariseProducts([
  { coreProductKey: 'ELECTRICITY', components: [{ service: 'Electricity' }] },
  { coreProductKey: 'ADSL_Unlimited', components: [{ service: 'Internet' }] },
]);
const farm = deriveFeatures({
  brand: 'main',
  account: { externalReferences: [{ type: 'FarmSourceAccountNumber' }] },
  products: broadbandAndPower,
});
const partnerBrand = deriveFeatures({
  brand: 'flexi',
  account: { externalReferences: [] },
  products: broadbandAndPower,
});
const of = (features: Features) => () => Promise.resolve(features);

async function refusal(features: Features, feature: Parameters<typeof requireFeature>[2]) {
  const error = await requireFeature(of(features), '30000201', feature, 'POST /x').catch(
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof AppError)) throw new Error(`not refused: ${String(error)}`);
  return error;
}

describe('the feature gate of the access check', () => {
  it('refuses a farm-source account as statements only, naming what is refused', async () => {
    for (const feature of ['payment', 'broadband', 'mobile', 'power', 'moveHouse'] as const) {
      const error = await refusal(farm, feature);
      expect(error).toMatchObject({
        statusCode: 403,
        code: 'statements_only',
        title: STATEMENTS_ONLY_TITLE,
        message: statementsOnlyMessage(feature),
      });
    }
  });

  it('refuses a feature off for another reason plainly, and lets an account with it through', async () => {
    const error = await refusal(partnerBrand, 'power');
    expect(error).toMatchObject({
      statusCode: 403,
      code: 'power_unavailable',
      title: 'Forbidden',
      message: FEATURE_UNAVAILABLE_MESSAGES.power,
    });
    await expect(requireFeature(of(partnerBrand), '1', 'payment', 'POST /x')).resolves.toBe(
      undefined,
    );
  });

  it('is a 500 for a route that declares a feature where no gate was mounted', async () => {
    const error = await requireFeature(undefined, '1', 'payment', 'POST /x').catch(
      (thrown: unknown) => thrown,
    );
    expect(error).toMatchObject({ statusCode: 500, code: 'access_misconfigured' });
  });
});
