import { z } from 'zod';
import {
  checkConfirmationFile,
  CONFIRMATION_SIGNATURE_BYTES,
  type ConfirmationCheck,
} from '@portal/domain';
import { medicalDependencyRequestSchema, type MedicalDependency } from '@portal/contracts';

export interface MedicalDependencyForm {
  dependentName: string;
  need: string;
  contactPhone: string;
  declaration: boolean;
}

/** The server's rules, with the declaration a box that starts unticked. */
export const medicalDependencyFormSchema = z.object({
  ...medicalDependencyRequestSchema.shape,
  declaration: z.boolean().refine((ticked) => ticked, 'Please tick the declaration to apply'),
});

export const emptyMedicalDependencyForm = (
  previous: MedicalDependency | null,
): MedicalDependencyForm => ({
  dependentName: previous?.dependentName ?? '',
  need: previous?.need ?? '',
  contactPhone: previous?.contactPhone ?? '',
  declaration: false,
});

/** The file checked in the page, by its size and first bytes, before anything is sent. */
export async function checkChosenFile(file: Blob): Promise<ConfirmationCheck> {
  const head = new Uint8Array(await file.slice(0, CONFIRMATION_SIGNATURE_BYTES).arrayBuffer());
  return checkConfirmationFile(file.size, head);
}

export function statusWords(state: MedicalDependency['state']): string {
  if (state === 'confirmed') return 'Confirmed';
  if (state === 'declined') return 'Declined';
  return 'Pending';
}

/** "PDF, 12 KB": what was uploaded, in words. */
export function fileWords(confirmation: NonNullable<MedicalDependency['confirmation']>): string {
  const kind =
    confirmation.type === 'application/pdf'
      ? 'PDF'
      : confirmation.type === 'image/png'
        ? 'PNG image'
        : 'JPEG image';
  const kb = Math.max(1, Math.round(confirmation.sizeBytes / 1024));
  return kb >= 1024 ? `${kind}, ${(kb / 1024).toFixed(1)} MB` : `${kind}, ${String(kb)} KB`;
}
