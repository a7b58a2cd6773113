import {
  accountExternalReferences,
  additionalProducts,
  coreProducts,
  emailProducts,
  internetServices,
  linkedNumbers,
  mailboxes,
  productComponents,
  serviceAddresses,
  voiceServices,
} from '../schema';
import type { SeedContext } from './context';
import { addMonths, nzInstant } from './dates';
import { bachCancelDate, demoAccount } from './demo-accounts';
import { broadbandPlan } from './catalog-services';
import { insertRows } from './insert';

const GB = 1024 ** 3;

interface CoreSeed {
  accountCode: string;
  key: string;
  locationId: string;
  broadband: { group: string; category: string; voice: string } | null;
  components: { service: string; serviceId: string; planKey: string }[];
  startMonthsAgo: number;
  endDate?: string;
}

/** Service ids of the demo (a power connection's id is its ICP). */
export const DEMO_SERVICES = {
  ngataInternet: 'INT-3000000101',
  ngataVoice: 'VOI-3000000101',
  ngataLandline: '094801234',
  ngataIcp: '0001234567UN7E1',
  bachIcp: '0007654321TR4B2',
  farmIcp: '0002345678EA3C9',
  farmInternet: 'INT-3000020101',
  walkerInternet: 'INT-3000030101',
  liamInternet: 'INT-3000040101',
} as const;

export async function seedServices(context: SeedContext): Promise<void> {
  const { db, todayDate } = context;
  const s = DEMO_SERVICES;
  const bachClosed = bachCancelDate(todayDate);
  const since = nzInstant(addMonths(todayDate, -30), 9);
  await insertRows(db, serviceAddresses, [
    address('30000001', 'LOC-1001', since),
    { ...address('30000002', 'LOC-1002', since), isCurrent: false },
    address('30000201', 'LOC-2001', since),
    address('30000301', 'LOC-3001', since),
    address('30000401', 'LOC-4001', since),
  ]);
  await insertRows(db, accountExternalReferences, [
    {
      accountCode: '30000201',
      type: 'FarmSourceAccountNumber',
      value: 'FS-7781234',
      createdAt: nzInstant(addMonths(todayDate, -30), 9),
    },
  ]);
  const cores: CoreSeed[] = [
    power('30000001', 'LOC-1001', s.ngataIcp, 'ELECTRICITY', 28),
    fibre('30000001', 'LOC-1001', 'UFF1000/500', 'SIPONT', s.ngataInternet, 20, [
      { service: 'Voice', serviceId: s.ngataVoice, planKey: 'SIPONT_HOMEPHONE' },
    ]),
    { ...power('30000002', 'LOC-1002', s.bachIcp, 'ELECTRICITY_LOW', 40), endDate: bachClosed },
    power('30000201', 'LOC-2001', s.farmIcp, 'ELECTRICITY', 60),
    fibre('30000201', 'LOC-2001', 'ADSL_Unlimited', 'NoVoice', s.farmInternet, 60, []),
    fibre('30000301', 'LOC-3001', 'UFF2000/2000', 'NoVoice', s.walkerInternet, 18, []),
    fibre('30000401', 'LOC-4001', 'WBBv2_4G_Unlimited', 'NoVoice', s.liamInternet, 14, []),
  ];
  const coreIds = new Map<string, number>();
  for (const core of cores) {
    const [inserted] = await db
      .insert(coreProducts)
      .values({
        accountCode: core.accountCode,
        coreProductKey: core.key,
        locationId: core.locationId,
        broadbandCategoryGroup: core.broadband?.group ?? null,
        broadbandCategory: core.broadband?.category ?? null,
        voiceCategory: core.broadband?.voice ?? null,
        status: core.endDate === undefined ? 'Active' : 'Cancelled',
        startDate: addMonths(todayDate, -core.startMonthsAgo),
        endDate: core.endDate ?? null,
        createdAt: nzInstant(addMonths(todayDate, -core.startMonthsAgo), 9),
      })
      .returning({ id: coreProducts.id });
    if (inserted === undefined) throw new Error('core product insert returned nothing');
    coreIds.set(`${core.accountCode}:${core.key}`, inserted.id);
    await insertRows(
      db,
      productComponents,
      core.components.map((component) => ({ coreProductId: inserted.id, ...component })),
    );
  }
  const coreId = (account: string, key: string): number | null =>
    coreIds.get(`${account}:${key}`) ?? null;
  const connected = (monthsAgo: number) => nzInstant(addMonths(todayDate, -monthsAgo), 11);
  await insertRows(db, internetServices, [
    internet(
      s.ngataInternet,
      '30000001',
      coreId('30000001', 'UFF1000/500'),
      'UFF1000/500',
      connected(20),
      // Re-signed for another 12 months four months ago.
      addMonths(todayDate, -4),
    ),
    internet(
      s.farmInternet,
      '30000201',
      coreId('30000201', 'ADSL_Unlimited'),
      'ADSL_Unlimited',
      connected(60),
    ),
    internet(
      s.walkerInternet,
      '30000301',
      coreId('30000301', 'UFF2000/2000'),
      'UFF2000/2000',
      connected(18),
      addMonths(todayDate, -18),
    ),
    internet(
      s.liamInternet,
      '30000401',
      coreId('30000401', 'WBBv2_4G_Unlimited'),
      'WBBv2_4G_Unlimited',
      connected(14),
    ),
  ]);
  await insertRows(db, voiceServices, [
    {
      id: s.ngataVoice,
      accountCode: '30000001',
      coreProductId: coreId('30000001', 'UFF1000/500'),
      planKey: 'SIPONT_HOMEPHONE',
      landlineNumber: s.ngataLandline,
      features: { callerId: true, callWaiting: true, voicemail: false, callForwarding: false },
      createdAt: connected(20),
    },
  ]);
  await insertRows(db, additionalProducts, [
    {
      accountCode: '30000001',
      coreProductId: coreId('30000001', 'UFF1000/500'),
      service: 'static_ip',
      category: 'StaticIP',
      addonPlanKey: 'STATIC_IP',
      serviceEntity: s.ngataInternet,
      startDate: addMonths(todayDate, -10),
      createdAt: connected(10),
    },
  ]);
  await seedEmail(context);
  await insertRows(db, linkedNumbers, [
    {
      accountCode: '30000001',
      number: '0274455667',
      description: "Aroha's work mobile",
      createdAt: connected(8),
    },
  ]);
}

async function seedEmail({ db, todayDate }: SeedContext): Promise<void> {
  const createdAt = nzInstant(addMonths(todayDate, -20), 12);
  const [product] = await db
    .insert(emailProducts)
    .values({
      accountCode: '30000001',
      productKey: 'EMAIL_STANDARD',
      domain: 'mail.example.nz',
      mailboxLimit: 5,
      createdAt,
    })
    .returning({ id: emailProducts.id });
  if (product === undefined) throw new Error('email product insert returned nothing');
  const boxes: [string, string, number][] = [
    ['aroha.ngata@mail.example.nz', 'Aroha Ngata', 3.2],
    ['mere.ngata@mail.example.nz', 'Mere Ngata', 1.1],
    ['ngata.household@mail.example.nz', 'Ngata Household', 0.4],
  ];
  await insertRows(
    db,
    mailboxes,
    boxes.map(([emailAddress, displayName, usedGb]) => ({
      accountCode: '30000001',
      emailProductId: product.id,
      emailAddress,
      displayName,
      quotaBytes: 10 * GB,
      usedBytes: Math.round(usedGb * GB),
      createdAt,
    })),
  );
}

function address(accountCode: string, locationId: string, createdAt: Date) {
  const [address1, suburb, city, postCode] = demoAccount(accountCode).address;
  return { accountCode, locationId, address1, suburb, city, postCode, isCurrent: true, createdAt };
}

function power(
  accountCode: string,
  locationId: string,
  icp: string,
  planKey: string,
  monthsAgo: number,
): CoreSeed {
  return {
    accountCode,
    key: 'ELECTRICITY',
    locationId,
    broadband: null,
    components: [{ service: 'Electricity', serviceId: icp, planKey }],
    startMonthsAgo: monthsAgo,
  };
}

function fibre(
  accountCode: string,
  locationId: string,
  planKey: string,
  voice: string,
  internetId: string,
  monthsAgo: number,
  extra: CoreSeed['components'],
): CoreSeed {
  const plan = broadbandPlan(planKey);
  const service = plan.technology === 'WBB' ? 'mobile2_wbb' : 'Internet';
  return {
    accountCode,
    key: planKey,
    locationId,
    broadband: { group: plan.categoryGroup, category: plan.category, voice },
    components: [{ service, serviceId: internetId, planKey }, ...extra],
    startMonthsAgo: monthsAgo,
  };
}

function internet(
  id: string,
  accountCode: string,
  coreProductId: number | null,
  planKey: string,
  connectedAt: Date,
  termStartedOn: string | null = null,
) {
  return {
    id,
    accountCode,
    coreProductId,
    planKey,
    activationStatus: 'Active',
    blockingStatus: 'Unblocked',
    portFilteringStatus: 'Enabled',
    connectedAt,
    termStartedOn,
    createdAt: connectedAt,
  };
}
