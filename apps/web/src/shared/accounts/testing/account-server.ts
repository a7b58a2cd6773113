import type {
  Account,
  AccountProducts,
  CoreProduct,
  InternetServiceDetails,
  MobileService,
  ServiceAddress,
} from '@portal/contracts';
import type { Handler } from '../../../test/portal-server';

/** An account as GET /api/accounts/{code} gives it; overrides pick what a test is about. */
export function anAccount(code: string, overrides: Partial<Account> = {}): Account {
  return {
    accountCode: code,
    accountName: `Account ${code}`,
    accountOwner: { name: 'Aroha Ngata' },
    billingEmail: 'aroha@example.nz',
    billingPhoneNumber: null,
    billingMobileNumber: null,
    billingAddress: {
      address1: '12 Kōwhai Street',
      address2: null,
      address3: null,
      country: 'NZ',
      locationName: 'Auckland',
      postCode: '1011',
      state: null,
    },
    businessGroup: 'Residential',
    billCycle: {
      billFrequency: 'Monthly',
      billingPeriod: 'Monthly',
      billingPeriodModifiedDate: null,
      currentBillRun: null,
      displayName: 'Monthly on the 5th',
      lastBilledDate: null,
      nextBillDate: null,
    },
    externalReferences: [],
    dateCancelled: null,
    roles: ['AccountOwner'],
    ...overrides,
  };
}

export function aCoreProduct(
  services: CoreProduct['components'][number]['service'][],
  overrides: Partial<CoreProduct> = {},
): CoreProduct {
  return {
    coreProductKey: 'UFF1000/500',
    name: 'Fibre Super',
    locationId: 'LOC1',
    broadbandCategoryGroup: null,
    broadbandCategory: null,
    voiceCategory: null,
    components: services.map((service, index) => ({
      service,
      serviceEntity: `SE${String(index)}`,
      planName: null,
    })),
    ...overrides,
  };
}

/** Fibre broadband and power on one account. */
export const fibreAndPower: AccountProducts = {
  coreProducts: [
    aCoreProduct(['Internet'], { broadbandCategoryGroup: 'UFB', broadbandCategory: 'UFB1000/500' }),
    aCoreProduct(['Electricity'], { coreProductKey: 'ELECTRICITY', name: 'Everyday Power' }),
  ],
  additionalProducts: [],
};

/** Fibre Super, active, as GET /api/accounts/{code}/internetServices gives it; overrides pick the case. */
export function anInternetService(
  overrides: Partial<InternetServiceDetails> = {},
): InternetServiceDetails {
  return {
    id: 'INT-1',
    activationStatus: 'Active',
    blockingStatus: 'Unblocked',
    category: 'UFB1000/500',
    categoryGroup: 'Fibre',
    technology: 'UFB',
    planKey: 'UFF1000/500',
    planName: 'Fibre Super',
    ...overrides,
  };
}

export function aMobileService(service = 'mobile2_linerental'): MobileService {
  return {
    serviceEntity: '0211234567',
    service,
    serviceEntityDescription: null,
    status: 'Active',
    isPrepay: false,
    planKey: null,
  };
}

/** What the accounts API holds for one account; a number answers with that error status. */
export interface AccountData {
  account: Account | number;
  products?: AccountProducts | number;
  mobileServices?: MobileService[] | number;
}

const answer = (value: unknown) =>
  typeof value === 'number' ? { status: value, data: null } : { data: value };

/**
 * Handlers for mockPortalServer serving the three account calls; a call for an account or
 * part not given answers 404, as the server does for what it does not hold.
 */
export function accountHandlers(data: Record<string, AccountData>): Handler[] {
  return [
    ({ method, path }) => {
      const match =
        /^\/api\/(?:accounts\/(\d+)(\/products)?|mobile\/v2\/management\/accounts\/(\d+)\/mobileServices)$/.exec(
          path,
        );
      if (method !== 'GET' || match === null) return undefined;
      const [, accountCode, products, mobileCode] = match;
      const entry = data[accountCode ?? mobileCode ?? ''];
      if (entry === undefined) return { status: 404, data: null };
      if (mobileCode !== undefined) return answer(entry.mobileServices ?? []);
      if (products !== undefined) return answer(entry.products ?? 404);
      return answer(entry.account);
    },
  ];
}

/** Where an account's services are now: the address of `anAccount`'s bills, with its suburb. */
export const kowhaiStreet: ServiceAddress = {
  locationId: 'LOC-1001',
  address1: '12 Kōwhai Street',
  address2: null,
  suburb: 'Ponsonby',
  city: 'Auckland',
  postCode: '1011',
  isCurrent: true,
};

/** GET /api/accounts/{code}/serviceAddresses of account `code`: its services at `addresses`. */
export function serviceAddressesHandler(
  code: string,
  addresses: ServiceAddress[] = [kowhaiStreet],
): Handler {
  return ({ method, path }) =>
    method === 'GET' && path === `/api/accounts/${code}/serviceAddresses`
      ? { data: addresses }
      : undefined;
}
