import type { InvoiceServiceGroup } from '@portal/contracts';
import { serviceGroupTitle } from './service-group-title';

/** A bill line as it is stored, or as the upcoming bill computes it. */
export interface ChargeLine {
  serviceGroup: string;
  serviceEntity: string | null;
  description: string;
  quantity: string | null;
  amountIncludingGstCents: number;
  amountExcludingGstCents: number;
}

/** Lines in their order, gathered per service (group and entity) where it first appears. */
export function groupInvoiceLines(lines: readonly ChargeLine[]): InvoiceServiceGroup[] {
  const groups = new Map<string, InvoiceServiceGroup>();
  for (const line of lines) {
    const key = `${line.serviceGroup}\u0000${line.serviceEntity ?? ''}`;
    let group = groups.get(key);
    if (group === undefined) {
      group = {
        serviceGroup: line.serviceGroup,
        serviceEntity: line.serviceEntity,
        title: serviceGroupTitle(line.serviceGroup, line.serviceEntity),
        lines: [],
        subtotalIncludingGst: 0,
        subtotalExcludingGst: 0,
      };
      groups.set(key, group);
    }
    group.lines.push({
      description: line.description,
      quantity: line.quantity,
      amountIncludingGst: line.amountIncludingGstCents,
      amountExcludingGst: line.amountExcludingGstCents,
    });
    group.subtotalIncludingGst += line.amountIncludingGstCents;
    group.subtotalExcludingGst += line.amountExcludingGstCents;
  }
  return [...groups.values()];
}
