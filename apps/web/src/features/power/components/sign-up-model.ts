import { z } from 'zod';
import type { PowerSignUpRequest } from '@portal/contracts';
import {
  checkPowerStartDate,
  ICP_NUMBER_MESSAGE,
  isValidIcpNumber,
  normaliseIcpNumber,
} from '@portal/domain';

/** The ICP choice that means "I type my ICP number myself". */
export const MANUAL_ICP = 'manual';

/** What the sign-up form holds, as typed. */
export interface SignUpValues {
  address: string;
  /** A found ICP's number, MANUAL_ICP, or '' before a choice. */
  icpChoice: string;
  manualIcp: string;
  planKey: string;
  startDate: string;
}

/** The account's address as one line, to start the search from. */
export function addressOf(address: {
  address1: string;
  address2: string | null;
  locationName: string | null;
}) {
  return [address.address1, address.address2, address.locationName]
    .filter((part): part is string => part !== null && part.trim() !== '')
    .join(', ');
}

export function emptySignUpForm(address: string): SignUpValues {
  return { address, icpChoice: '', manualIcp: '', planKey: '', startDate: '' };
}

/** The ICP is typed in when none was found at the address or the person chose to. */
export function entersIcp(form: SignUpValues, found: number): boolean {
  return found === 0 || form.icpChoice === MANUAL_ICP;
}

function icpNumberOf(form: SignUpValues): string {
  return form.icpChoice === MANUAL_ICP || form.icpChoice === '' ? form.manualIcp : form.icpChoice;
}

export function signUpRequestOf(form: SignUpValues): PowerSignUpRequest {
  return {
    address: form.address.trim(),
    icpNumber: normaliseIcpNumber(icpNumberOf(form)),
    planKey: form.planKey,
    startDate: form.startDate,
  };
}

/**
 * The form's rules (decision 039): the domain's ICP and start date checks. Whether the ICP
 * is chosen or typed depends on how many were `found` at the address, and the start date
 * on `today`; the ICP's message goes under the field the person uses for it.
 */
export function signUpFormSchema(today: string, found: number) {
  return z
    .object({
      address: z.string().trim().min(3, 'Please enter the address you want power at.'),
      icpChoice: z.string(),
      manualIcp: z.string(),
      planKey: z.string().min(1, 'Please choose a plan.'),
      startDate: z.string(),
    })
    .superRefine((form, context) => {
      const icpPath = entersIcp(form, found) ? 'manualIcp' : 'icpChoice';
      if (form.icpChoice === '' && found > 0) {
        context.addIssue({
          code: 'custom',
          path: [icpPath],
          message: 'Please choose your ICP or enter it.',
        });
      } else if (!isValidIcpNumber(icpNumberOf(form))) {
        context.addIssue({ code: 'custom', path: [icpPath], message: ICP_NUMBER_MESSAGE });
      }
      const date = checkPowerStartDate(form.startDate, today);
      if (!date.ok)
        context.addIssue({ code: 'custom', path: ['startDate'], message: date.message });
    });
}
