/*
 * Spec section 9: notice of a debit is 2 days for weekly or fortnightly billing and 7 days
 * for monthly billing. The spec is silent on daily and six-monthly bills; daily bills get
 * the shorter notice (a week's notice would outlast the bill), six-monthly the longer one.
 */
const SHORT_NOTICE = new Set(['Weekly', 'Fortnightly', 'Daily']);

export interface DebitNotice {
  days: number;
}

export function debitNotice(billFrequency: string | null | undefined): DebitNotice {
  if (billFrequency !== null && billFrequency !== undefined && SHORT_NOTICE.has(billFrequency)) {
    return { days: 2 };
  }
  return { days: 7 };
}
