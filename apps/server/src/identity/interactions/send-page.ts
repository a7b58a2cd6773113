import type { FastifyReply } from 'fastify';

/** Pages of a sign-in are never cached: they carry a person's email and a one-off form. */
export function sendPage(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}
