import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import {
  envelopeSchema,
  serviceUsageSchema,
  type ServiceUsage,
  type UsageQuery,
  type UsageType,
} from '@portal/contracts';
import type { Db } from '../../db/client';
import { readThroughPerDatabase } from '../../db/change-cache';
import { getServiceUsage } from './get-service-usage';
import { checkedOkJson } from '../../platform/envelope';

/** How an answer travels: what the client accepts, best first, as @fastify/compress would. */
export type AnswerEncoding = 'br' | 'gzip' | 'identity';

/** Brotli at 4, as @fastify/compress sends it: a tenth of the JSON at little cost. */
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

const answerSchema = envelopeSchema(serviceUsageSchema);

/** The encodings of an Accept-Encoding header that the client takes (q above 0). */
function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name !== '' && (q === undefined || Number(q.slice(2)) > 0)) accepted.add(name);
  }
  return accepted;
}

export function preferredEncoding(header: string | undefined): AnswerEncoding {
  const accepted = acceptedEncodings(header);
  if (accepted.has('br') || accepted.has('*')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}

/**
 * One usage answer, checked against its response schema and serialised once, and each
 * encoding compressed the first time a client asks for it.
 */
export class UsageAnswer {
  readonly json: string;
  private readonly encoded = new Map<AnswerEncoding, Buffer>();

  constructor(usage: ServiceUsage) {
    this.json = checkedOkJson(answerSchema, usage);
  }

  body(encoding: AnswerEncoding): string | Buffer {
    if (encoding === 'identity') return this.json;
    let body = this.encoded.get(encoding);
    if (body === undefined) {
      body =
        encoding === 'br' ? brotliCompressSync(this.json, BROTLI_OPTIONS) : gzipSync(this.json);
      this.encoded.set(encoding, body);
    }
    return body;
  }
}

/**
 * A line's usage for a range of days, kept per process until any table it is built from
 * changes (migration 0007 announces "mobile_usage:*"). A 12-month answer is 90 KB of JSON:
 * building, checking and compressing it took a hundred times a signed-in account read.
 */
export const usageAnswerOf = readThroughPerDatabase(
  { tables: ['mobile_usage'], maxEntries: 200, maxAgeMs: 10 * 60_000 },
  async (db: Db, serviceEntity: string, kind: UsageType, range: UsageQuery) =>
    new UsageAnswer(await getServiceUsage(db, serviceEntity, kind, range)),
  (serviceEntity, kind, range) => [serviceEntity, kind, range.from, range.to].join('|'),
);
