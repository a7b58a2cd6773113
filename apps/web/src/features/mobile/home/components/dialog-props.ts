import type { MobileServiceDetails } from '@portal/contracts';

export interface LineDialogProps {
  accountCode: string;
  line: MobileServiceDetails;
  onClose: () => void;
}
