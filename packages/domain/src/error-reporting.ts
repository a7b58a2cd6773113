/**
 * Spec section 8: failures are reported, except client errors with a status above 400 and
 * below 500 (a 400 is reported: it usually means the client sent what it should not).
 */
export function shouldReportStatus(status: number | undefined): boolean {
  return status === undefined || !(status > 400 && status < 500);
}
