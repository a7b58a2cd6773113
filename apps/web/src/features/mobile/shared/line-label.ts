import { formatPhoneNumber } from '@portal/domain';

/** "021 123 4567 (Aroha)", or the number alone when the line has no custom name. */
export function lineLabel(line: {
  serviceEntity: string;
  serviceEntityDescription: string | null;
}): string {
  const number = formatPhoneNumber(line.serviceEntity);
  return line.serviceEntityDescription === null
    ? number
    : `${number} (${line.serviceEntityDescription})`;
}
