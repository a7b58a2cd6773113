import { formatPhoneNumber } from '@portal/domain';
import type { ServiceCostToLeave } from '@portal/contracts';

/** A service as a customer knows it: "Mobile 021 123 4567 (Aroha)", "Broadband", "Power". */
export function serviceTitle(service: ServiceCostToLeave): string {
  if (service.kind === 'mobile') {
    const number = `Mobile ${formatPhoneNumber(service.serviceId)}`;
    return service.name === null ? number : `${number} (${service.name})`;
  }
  return service.kind === 'broadband' ? 'Broadband' : 'Power';
}

export const monthsWord = (months: number) =>
  `${String(months)} ${months === 1 ? 'month' : 'months'}`;
