import type { GatewayLink } from '@portal/contracts';

/** The link of the gateway's hosted payment page, opened by a full-page redirect. */
export function hostedPageLink(links: readonly GatewayLink[]): GatewayLink | undefined {
  return links.find((link) => link.rel === 'hostedPage');
}
