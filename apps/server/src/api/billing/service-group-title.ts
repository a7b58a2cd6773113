import { formatPhoneNumber, isValidMobileNumber } from '@portal/domain';

/** Service groups of spec section 3 (and the seed's Mobile) as a bill heads them. */
const GROUP_NAMES: Readonly<Record<string, string>> = {
  Electricity: 'Electricity',
  Internet: 'Broadband',
  mobile2_wbb: 'Wireless broadband',
  Voice: 'Landline',
  Mobile: 'Mobile',
  Account: 'Account charges',
};

/** 'Mobile 021 123 4567', 'Electricity ICP 0001234567UN3A1', 'Account charges'. */
export function serviceGroupTitle(serviceGroup: string, serviceEntity: string | null): string {
  const name = GROUP_NAMES[serviceGroup] ?? serviceGroup;
  if (serviceEntity === null || serviceEntity === '') return name;
  if (serviceGroup === 'Electricity') return `${name} ICP ${serviceEntity}`;
  if (isValidMobileNumber(serviceEntity)) return `${name} ${formatPhoneNumber(serviceEntity)}`;
  return `${name} ${serviceEntity}`;
}
