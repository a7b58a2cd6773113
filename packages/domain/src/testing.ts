/** Product summaries the domain's tests share (tests only: the index does not export this). */
import { summariseProducts } from './products';

/** Power, fibre with a landline, a static IP and email: a household with everything. */
export const fibreHome = summariseProducts(
  [
    { coreProductKey: 'ELECTRICITY', components: [{ service: 'Electricity' }] },
    {
      coreProductKey: 'UFF1000/500',
      broadbandCategoryGroup: 'UFB',
      broadbandCategory: 'UFB 1000/500',
      components: [{ service: 'Internet' }, { service: 'Voice' }],
    },
  ],
  [{ service: 'static_ip' }, { service: 'email' }],
);

/** Wireless broadband and nothing else. */
export const wirelessOnly = summariseProducts([
  {
    coreProductKey: 'WBBv2_4G_Unlimited',
    broadbandCategoryGroup: 'WBB',
    components: [{ service: 'mobile2_wbb' }],
  },
]);
