/**
 * Who the simulated customers are: the demo log-ins (docs/demo-data.md), shared by many
 * customers at once, each with the pages the SPA would load for them. Aroha pays bills with
 * a saved card (the soak saves one on her account first) and Ben tops up his prepay line.
 */
export interface Persona {
  email: string;
  account: string;
  /** Each page is the set of calls the SPA makes together when it opens. */
  pages: Record<string, string[]>;
  money: 'bill-payment' | 'top-up' | null;
  /** The prepay line topped up (Ben's). */
  prepayLine?: string;
}

function dashboard(account: string): string[] {
  return [
    '/session/',
    '/api/iam/Users/me',
    `/api/accounts/${account}`,
    `/api/accounts/${account}/products`,
    `/api/visibill/v2/accounts/${account}/billingSummary`,
  ];
}

function bills(account: string): string[] {
  return [
    `/api/visibill/v2/accounts/${account}/invoices`,
    `/api/visibill/v2/accounts/${account}/transactions`,
    `/api/visibill/v2/accounts/${account}/upcomingCharges`,
  ];
}

/** The last 30 days, as the usage page first shows them (dates in UTC are close enough). */
function lastMonth(): string {
  const day = (offset: number) =>
    new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);
  return `?from=${day(30)}&to=${day(0)}`;
}

const mobile = (account: string, line: string) =>
  `/api/mobile/v2/management/accounts/${account}/mobileServices/${line}`;

export const AROHA: Persona = {
  email: 'aroha@example.nz',
  account: '30000001',
  pages: {
    dashboard: dashboard('30000001'),
    bills: bills('30000001'),
    usage: [
      `${mobile('30000001', '0211234567')}/usage/data${lastMonth()}`,
      `/api/mobile/v2/management/accounts/30000001/sharedDataPool`,
      `/api/mobile/v2/management/accounts/30000001/sharedDataPool/monthlyUsage`,
    ],
    power: ['/api/accounts/30000001/power'],
    pay: [
      '/api/payments/v2/accounts/30000001/creditcards',
      '/api/payments/v2/accounts/30000001/surcharges',
    ],
  },
  money: 'bill-payment',
};

export const BEN: Persona = {
  email: 'ben@example.nz',
  account: '30000101',
  pages: {
    dashboard: dashboard('30000101'),
    bills: bills('30000101'),
    usage: [
      `${mobile('30000101', '0201234570')}/walletBalance`,
      `${mobile('30000101', '0201234570')}/prepayTransactionHistory`,
    ],
    topUp: [
      '/api/payments/v2/accounts/30000101/creditcards',
      '/api/recharge/v1/configuration/accounts/30000101/serviceEntities/0201234570',
      '/api/recharge/v1/maintenanceWindows/active',
    ],
  },
  money: 'top-up',
  prepayLine: '0201234570',
};

function reader(email: string, account: string, extra: Record<string, string[]> = {}): Persona {
  return {
    email,
    account,
    pages: { dashboard: dashboard(account), bills: bills(account), ...extra },
    money: null,
  };
}

/** Three in ten customers pay bills, three top up, the rest only browse. */
export const PERSONAS: readonly Persona[] = [
  AROHA,
  BEN,
  reader('mere@example.nz', '30000001', {
    usage: [`${mobile('30000001', '0221234568')}/usage/data${lastMonth()}`],
  }),
  AROHA,
  BEN,
  reader('kiri@example.nz', '30000301', {
    usage: [`${mobile('30000301', '0211234580')}/usage/voice${lastMonth()}`],
  }),
  AROHA,
  BEN,
  reader('liam@example.nz', '30000401', {
    internet: ['/api/accounts/30000401/internetServices'],
  }),
  reader('fiona@example.nz', '30000201', {
    internet: ['/api/accounts/30000201/internetServices'],
  }),
];
