import { escapeHtml, renderButtonForm, renderDocument, trusted } from './html';
import { renderPaymentSummary, type PaymentFacts } from './payment-summary';

/**
 * The sandbox bank's online EFTPOS page: the person approves or declines the payment as
 * they would in their banking app, or cancels and goes back to the merchant.
 */
export function renderBankPage(page: { facts: PaymentFacts; formToken: string }): string {
  const { facts } = page;
  const action = `/gateway/pay/${encodeURIComponent(facts.id)}`;
  const body = `<h1>Sandbox Bank</h1>
<p class="lead">Approve the payment of ${escapeHtml(facts.amount)} to ${escapeHtml(facts.merchantName)}.</p>
${renderPaymentSummary(facts).html}
<form method="post" action="${escapeHtml(`${action}/bank`)}" class="button-row">
<input type="hidden" name="formToken" value="${escapeHtml(page.formToken)}">
<button type="submit" name="decision" value="approve" class="button">Approve</button>
<button type="submit" name="decision" value="decline" class="button secondary">Decline</button>
</form>
${renderButtonForm({ action: `${action}/cancel`, formToken: page.formToken, label: 'Cancel', className: 'button tertiary' }).html}`;
  return renderDocument({ title: `Sandbox Bank – ${facts.merchantName}`, body: trusted(body) });
}
