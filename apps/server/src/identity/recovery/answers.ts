import type { FastifyReply } from 'fastify';
import { sendPage } from '../../platform/server-pages/send-page';
import { tryAgainAt } from '../../platform/rate-limit';
import { renderMessagePage } from '../pages/message-page';

/** 429 with Retry-After and when to try again, as a page. */
export function sendThrottled(reply: FastifyReply, message: string, retryAfter: number) {
  void reply.header('retry-after', String(retryAfter));
  return sendPage(
    reply,
    429,
    renderMessagePage({ title: 'Too many tries', message: `${message} ${tryAgainAt(retryAfter)}` }),
  );
}

/** The sends still running after their answer; tests wait for them (sendsSettled). */
const running = new Set<Promise<void>>();

/** Runs work after the answer has gone, logging a failure instead of losing it. */
export function afterAnswer(work: () => Promise<void>, onError: (error: unknown) => void): void {
  const done = work()
    .catch(onError)
    .finally(() => running.delete(done));
  running.add(done);
}

/** Resolves when every send started after an answer has finished. */
export async function sendsSettled(): Promise<void> {
  await Promise.all([...running]);
}
