import type { FastifyReply } from 'fastify';

/**
 * Server-rendered pages are never cached: each carries a one-off form (a sign-in, a
 * payment) and often a person's details.
 */
export function sendPage(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}
