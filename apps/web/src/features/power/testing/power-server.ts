import {
  consumptionGrainSchema,
  type AccountOrder,
  type Consumption,
  type PowerConnection,
  type PowerPlans,
} from '@portal/contracts';
import { addDays, nzMidnight, toNzDateKey } from '@portal/domain';
import {
  accountHandlers,
  anAccount,
  fibreAndPower,
} from '../../../shared/accounts/testing/account-server';
import { customerUser, sessionView, type Handler } from '../../../test/portal-server';
import { renderApp } from '../../../test/render-app';

export const POWER = '/api/accounts/30000001/power';
export const today = toNzDateKey(new Date());

export const everyday = {
  planKey: 'ELECTRICITY',
  name: 'Everyday Power',
  description: 'One simple anytime rate.',
  userType: 'Standard',
  rates: [
    { rateType: 'Daily', unit: 'day' as const, centsIncludingGst: 276, centsExcludingGst: 240 },
    {
      rateType: 'Anytime',
      unit: 'kWh' as const,
      centsIncludingGst: 27.85,
      centsExcludingGst: 24.22,
    },
  ],
};
export const saver = {
  ...everyday,
  planKey: 'ELECTRICITY_SAVER',
  name: 'Bundle Saver Power',
  description: 'Our best rate.',
  rates: [
    { rateType: 'Daily', unit: 'day' as const, centsIncludingGst: 259.9, centsExcludingGst: 226 },
    {
      rateType: 'Anytime',
      unit: 'kWh' as const,
      centsIncludingGst: 26.4,
      centsExcludingGst: 22.96,
    },
  ],
};

export function aConnection(overrides: Partial<PowerConnection> = {}): PowerConnection {
  return {
    icpNumber: '0001234567UN7E1',
    address: '12 Kōwhai Street, Ponsonby, Auckland',
    networkCompany: 'Vector',
    status: 'Active',
    startDate: '2023-11-21',
    plan: everyday,
    meters: [
      { meterSerial: 'MTR-4400127', meterType: 'Smart', registerContent: 'Anytime', isSmart: true },
    ],
    readings: [
      {
        meterSerial: 'MTR-4400127',
        readAt: '2026-11-04T17:00:00.000Z',
        readingKwh: 41_200,
        readingType: 'Estimated',
        source: 'Estimate',
        meterChanged: false,
      },
      {
        meterSerial: 'MTR-4400127',
        readAt: '2026-10-04T17:00:00.000Z',
        readingKwh: 40_600,
        readingType: 'Actual',
        source: 'Smart meter',
        meterChanged: false,
      },
    ],
    consumptionBy: 'reading',
    consumption: [
      {
        from: '2026-09-05',
        to: '2026-10-05',
        days: 30,
        kwh: 660,
        estimated: false,
        costCents: null,
      },
      {
        from: '2026-10-05',
        to: '2026-11-05',
        days: 31,
        kwh: 600,
        estimated: true,
        costCents: null,
      },
    ],
    siteAccess: {
      meterLocation: 'By the front door',
      accessNotes: '',
      hasDog: false,
      otherHazards: '',
    },
    displayGstInclusiveValues: true,
    nextBillDate: addDays(today, 10),
    ...overrides,
  };
}

export const plans: PowerPlans = {
  currentPlanKey: 'ELECTRICITY',
  plans: [everyday, saver],
  displayGstInclusiveValues: true,
  nextBillDate: addDays(today, 10),
  today,
  latestDate: addDays(today, 90),
};

export interface Served {
  sent: { path: string; body: unknown; headers?: unknown }[];
}

export function serve(options: {
  connection?: PowerConnection;
  orders?: AccountOrder[];
  roles?: ('AccountOwner' | 'AccountRead')[];
  products?: typeof fibreAndPower;
  post?: (path: string, body: unknown) => { status?: number; data: unknown } | undefined;
}) {
  const served: Served = { sent: [] };
  const power: Handler = ({ method, path, body, searchParams }) => {
    if (method !== 'GET') {
      served.sent.push({ path, body });
      return options.post?.(path, body);
    }
    if (path === POWER) return { data: options.connection ?? aConnection() };
    if (path === `${POWER}/plans`) return { data: plans };
    if (path === `${POWER}/consumption`) return { data: consumptionAnswer(searchParams) };
    if (path === '/api/sales/v3/ordering/accounts/30000001/orders') {
      return { data: options.orders ?? [] };
    }
    if (path === `${POWER}/icpLookup`) {
      return {
        data: [
          {
            icpNumber: '0003456789WE5D2',
            address: '22 Grey Street, Hamilton East, Hamilton',
            networkCompany: 'WEL Networks',
          },
        ],
      };
    }
    return undefined;
  };
  const handlers = [
    power,
    ...accountHandlers({
      '30000001': {
        account: anAccount('30000001', { roles: options.roles ?? ['AccountOwner'] }),
        products: options.products ?? fibreAndPower,
      },
    }),
  ];
  return { served, handlers };
}

export const open = (path: string, handlers: Handler[]) =>
  renderApp(
    path,
    {},
    {
      user: customerUser(['30000001']),
      session: sessionView({ accountCode: '30000001' }),
      handlers,
    },
  );

/**
 * The usage chart's answer: three months, three days of the month asked for, or four
 * half-hours of the day asked for, the second of each estimated.
 */
export function consumptionAnswer(query: URLSearchParams): Consumption {
  const grain = consumptionGrainSchema.parse(query.get('grain'));
  const from = query.get('from') ?? today;
  const keys =
    grain === 'month'
      ? ['2026-09', '2026-10', '2026-11']
      : grain === 'day'
        ? [from, addDays(from, 1), addDays(from, 2)]
        : [0, 1, 2, 3].map((i) =>
            new Date(nzMidnight(from).getTime() + (36 + i) * 30 * 60_000).toISOString(),
          );
  const kwh =
    grain === 'month'
      ? [610, 655, 590]
      : grain === 'day'
        ? [20.5, 31.25, 18]
        : [0.4, 1.5, 1.25, 0.9];
  const buckets = keys.map((key, i) => ({ key, kwh: kwh[i] ?? 0, estimated: i === 1 }));
  return {
    icpNumber: '0001234567UN7E1',
    meterSerial: 'MTR-4400127',
    resolution: 'halfHour',
    grain,
    buckets,
    totalKwh: buckets.reduce((sum, b) => sum + b.kwh, 0),
  };
}
