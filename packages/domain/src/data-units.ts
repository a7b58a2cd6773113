import { lazily } from './lazily';

/** Base 1024 throughout, as the spec says (section 9). */
export const BYTES_PER_KB = 1024;
export const BYTES_PER_MB = 1024 * 1024;
export const BYTES_PER_GB = 1024 * 1024 * 1024;
export const MB_PER_GB = 1024;

export const bytesToKb = (bytes: number): number => bytes / BYTES_PER_KB;
export const bytesToMb = (bytes: number): number => bytes / BYTES_PER_MB;
export const bytesToGb = (bytes: number): number => bytes / BYTES_PER_GB;
export const mbToGb = (mb: number): number => mb / MB_PER_GB;
export const gbToMb = (gb: number): number => gb * MB_PER_GB;

export type SharedPoolUnit = 'MB' | 'GB';

/** m2m (machine-to-machine) pools are small, so their sizes are shown in MB. */
export function sharedPoolUnit(dataSharerType: string | null | undefined): SharedPoolUnit {
  return dataSharerType?.toLowerCase() === 'm2m' ? 'MB' : 'GB';
}

/**
 * Bytes in one unit of a pool's figures (size, plan and carryover): an m2m pool gives them
 * in MB, every other pool in GB. The figure itself is never converted for display; it is
 * shown as given with `sharedPoolUnit`, so server and browser count in one unit.
 */
export function sharedPoolUnitBytes(dataSharerType: string | null | undefined): number {
  return sharedPoolUnit(dataSharerType) === 'MB' ? BYTES_PER_MB : BYTES_PER_GB;
}

const gbFormat = lazily(
  () => new Intl.NumberFormat('en-NZ', { minimumFractionDigits: 1, maximumFractionDigits: 2 }),
);
const mbFormat = lazily(() => new Intl.NumberFormat('en-NZ', { maximumFractionDigits: 1 }));

/**
 * `1.5 GB`, `2.25 GB`, `512 MB` (docs/ux.md): GB with one or two decimals from 1 GB up,
 * MB below. A value that rounds up to 1024 MB is shown as `1.0 GB` instead.
 */
export function formatDataVolume(bytes: number): string {
  const abs = Math.abs(bytes);
  const mb = Number(mbFormat().format(bytesToMb(abs)).replace(/,/g, ''));
  if (abs >= BYTES_PER_GB || mb >= MB_PER_GB) return `${gbFormat().format(bytesToGb(bytes))} GB`;
  return `${mbFormat().format(bytesToMb(bytes))} MB`;
}

/**
 * A pool's figure (size, plan or carryover) in its own unit, worded as formatDataVolume
 * words data elsewhere: `60.0 GB`, `47.74 GB`, `500 MB`. The figure is not converted.
 */
export function formatPoolFigure(
  figure: number,
  dataSharerType: string | null | undefined,
): string {
  const unit = sharedPoolUnit(dataSharerType);
  return `${(unit === 'GB' ? gbFormat() : mbFormat()).format(figure)} ${unit}`;
}
