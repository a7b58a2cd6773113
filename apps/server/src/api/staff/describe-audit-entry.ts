/** What one audit row says, in words for the staff trail; details come from the writer. */
export function describeAuditEntry(action: string, details: Record<string, unknown>): string {
  const text = (name: string): string | null => {
    const value = details[name];
    return typeof value === 'string' && value !== '' ? value : null;
  };
  switch (action) {
    case 'staff-open-account':
      return 'Opened the account as its customer sees it';
    case 'staff-change':
      // The route's OpenAPI summary, without notes for API readers in brackets.
      return text('summary')?.replace(/\s*\([^)]*\)$/, '') ?? 'Made a change';
    case 'authorised-user-invited':
      return `Invited ${text('name') ?? 'a person'} as an authorised user`;
    case 'invitation-accepted':
      return 'Accepted an invitation: now an authorised user';
    case 'authorised-user-removed':
      return 'Removed an authorised user';
    case 'recurring-payment-method-changed':
      return `Changed the payment method to ${text('recurringPaymentType') ?? 'another method'}`;
    case 'saved-card-removed':
      return 'Removed a saved card';
    case 'password-changed':
      return 'Changed their password';
    case 'prepay-number-added':
      return `Added the prepay number ${text('mobileNumber') ?? ''}`.trim();
    case 'order-cancelled':
      return `Cancelled the order: ${text('summary') ?? text('orderType') ?? 'a change'}`;
    case 'order-placed':
      return `Order: ${text('summary') ?? text('orderType') ?? 'a change'} (${text('status') ?? 'Pending'})`;
    case 'smooth-pay-stopped': {
      const reason = text('reason');
      return reason === null ? 'Stopped smooth pay' : `Stopped smooth pay: ${reason}`;
    }
    default: {
      const words = action.replace(/-/g, ' ');
      return `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
    }
  }
}
