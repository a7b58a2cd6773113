import { useEffect, useState } from 'react';
import { REGISTER_NUMBER_RESEND_SECONDS } from '@portal/contracts';

/** Whole seconds until another code may be asked for: 0 when it may be now. */
export function secondsUntilResend(lastOtpSentTime: string | null, now: number): number {
  if (lastOtpSentTime === null) return 0;
  const sentAt = Date.parse(lastOtpSentTime);
  if (Number.isNaN(sentAt)) return 0;
  const left = Math.ceil((sentAt + REGISTER_NUMBER_RESEND_SECONDS * 1000 - now) / 1000);
  return Math.min(REGISTER_NUMBER_RESEND_SECONDS, Math.max(0, left));
}

/** The resend cool-down the server enforces, counted down once a second. */
export function useResendCountdown(lastOtpSentTime: string | null): number {
  const [now, setNow] = useState(() => Date.now());
  // A clock read before the code was sent counts as the full wait, never more.
  const left = secondsUntilResend(lastOtpSentTime, now);
  const counting = left > 0;

  useEffect(() => {
    if (!counting) return undefined;
    const timer = setInterval(() => {
      setNow(Date.now());
    }, 1000);
    return () => {
      clearInterval(timer);
    };
  }, [counting]);

  return left;
}
