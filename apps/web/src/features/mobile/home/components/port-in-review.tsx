import { formatPhoneNumber } from '@portal/domain';
import { ResumedNotice } from '../../../../shared/step-up';
import { ChangeResult } from '../../../../shared/ui/change-result';
import { ReviewDialog } from '../../../../shared/ui/review-dialog';
import type { PortForm } from './port-form';
import { NUMBER_MOVE_TIME } from './number-move-words';

const numberOf = (form: PortForm) => formatPhoneNumber(form.mobileNumber);

/** The review step of bring-your-number: what we ask for, when, and what the person must do. */
export function PortInReview(props: {
  form: PortForm;
  pending: boolean;
  error: string | null;
  onBack: () => void;
  onConfirm: () => void;
  /** Reopened with the request kept while the person signed in again. */
  resumed?: boolean;
}) {
  const { form } = props;
  const number = numberOf(form);
  const provider = form.currentProvider;
  return (
    <ReviewDialog
      notice={props.resumed === true && <ResumedNotice finish={`Move ${number} to us`} />}
      title="Check your request"
      confirmLabel={`Move ${number} to us`}
      pending={props.pending}
      error={props.error}
      onBack={props.onBack}
      onConfirm={props.onConfirm}
      items={[
        `We ask ${provider} to move ${number} to this account, for ${form.accountHolderName.trim()} (account ${form.providerAccountNumber.trim()} with ${provider}).`,
        `The move is done ${NUMBER_MOVE_TIME}. Until then ${number} works with ${provider} as it does now.`,
        `What you need to do: keep your account with ${provider} open until the move is done. Closing it first loses the number.`,
      ]}
      cannotUndo={`Once the number has moved, your service with ${provider} for ${number} ends. The request cannot be cancelled online once it is sent.`}
    />
  );
}

/** After the request is sent: what happens next and when (decision 032). */
export function PortInResult({ form, orderId }: { form: PortForm; orderId: string }) {
  const number = numberOf(form);
  const provider = form.currentProvider;
  return (
    <ChangeResult
      title="Your request has been sent"
      next={[
        `We have asked ${provider} to move ${number} to us. The move is done ${NUMBER_MOVE_TIME}.`,
        `Until then, keep your account with ${provider} open and use ${number} as you do now.`,
        `When the move is done, ${number} works with us and your service with ${provider} for it ends.`,
      ]}
    >
      Request reference: {orderId}
    </ChangeResult>
  );
}
