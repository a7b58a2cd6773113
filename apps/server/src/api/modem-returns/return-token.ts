/** The path of the page the customer's message links to. */
export function returnLinkPath(token: string): string {
  return `/confirm-delivery-address?token=${encodeURIComponent(token)}`;
}
