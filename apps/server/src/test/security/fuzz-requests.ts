import fc from 'fast-check';
import type { RegisteredRoute } from './route-table';
import { hostileValue, valuesFor } from './fuzz-arbitraries';

/** One generated call: the path filled in, a query, maybe a body (raw, as sent). */
export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

const SOME_UUID = '7d4f6a52-3c1b-4d7e-9a0f-2b5c8e1d6f3a';
/**
 * Real values for each path parameter, so most calls pass the access check and reach the
 * handler; the rest are hostile. Other accounts' codes reach handlers as staff only.
 */
const PARAM_VALUES: Record<string, readonly string[]> = {
  accountCode: ['30000001', '30000002', '30000301'],
  serviceEntity: ['0211234567', '0221234568', '0271234569'],
  id: ['0211234567', '0221234568', 'INT-3000000101', 'VOI-3000000101', '1', '999999', SOME_UUID],
  usageType: ['data', 'voice', 'text'],
  invoiceId: ['1', '999999', SOME_UUID],
  cardId: ['1', SOME_UUID],
  transactionGuid: [SOME_UUID],
  rechargeTransactionId: ['1', SOME_UUID],
  token: ['tok_none'],
  uid: ['none'],
};

/** JSON text of a value; `JSON.stringify` gives undefined for some values, whatever its type says. */
function jsonText(value: unknown, otherwise: string): string {
  const text = JSON.stringify(value) as string | undefined;
  return text ?? otherwise;
}

const hostileText = hostileValue.map((value) =>
  typeof value === 'string' ? value : jsonText(value, ''),
);

/** Text a client can put in a URL: lone surrogates cannot be percent-encoded. */
function encoded(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%EF%BF%BD';
  }
}

function paramValue(name: string): fc.Arbitrary<string> {
  const real = PARAM_VALUES[name] ?? ['1'];
  return fc.oneof(
    { arbitrary: fc.constantFrom(...real), weight: 8 },
    { arbitrary: hostileText.filter((text) => text !== ''), weight: 2 },
  );
}

function pathOf(route: RegisteredRoute): fc.Arbitrary<string> {
  const names = [...route.url.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1] ?? '');
  return fc.tuple(...names.map(paramValue)).map((values) => {
    let index = 0;
    return route.url.replace(/:([A-Za-z]+)/g, () => encoded(values[index++] ?? ''));
  });
}

function asText(value: unknown): string {
  return typeof value === 'string' ? value : jsonText(value, '');
}

function queryOf(route: RegisteredRoute): fc.Arbitrary<string> {
  const values =
    route.schema.querystring === undefined ? fc.constant({}) : valuesFor(route.schema.querystring);
  return values.map((value) => {
    if (typeof value !== 'object' || value === null) return `q=${encoded(asText(value))}`;
    const pairs = Object.entries(value).flatMap(([key, item]) =>
      (Array.isArray(item) ? item : [item]).map((one) => `${encoded(key)}=${encoded(asText(one))}`),
    );
    return pairs.join('&');
  });
}

/** Bodies that are not JSON at all, or JSON the parser must survive. */
const RAW_BODIES = fc.constantFrom(
  '{"amount":',
  'not json',
  '',
  'null',
  '"text"',
  '{"__proto__":{"isStaff":true}}',
  `{"a":${'['.repeat(20_000)}${']'.repeat(20_000)}}`,
  '\uFEFF{}',
);

function bodyOf(route: RegisteredRoute): fc.Arbitrary<{ payload?: string; type?: string }> {
  if (route.method === 'GET' || route.method === 'DELETE') return fc.constant({});
  const json = (route.schema.body === undefined ? hostileValue : valuesFor(route.schema.body)).map(
    (value) => ({ payload: jsonText(value, 'null'), type: 'application/json' }),
  );
  return fc.oneof(
    { arbitrary: json, weight: 8 },
    { arbitrary: RAW_BODIES.map((payload) => ({ payload, type: 'application/json' })), weight: 1 },
    {
      arbitrary: fc
        .tuple(
          fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/xml'),
          fc.string(),
        )
        .map(([type, payload]) => ({ payload, type })),
      weight: 1,
    },
  );
}

function headersOf(route: RegisteredRoute): fc.Arbitrary<Record<string, string>> {
  if (route.schema.headers === undefined) return fc.constant({});
  // Header values must be visible ASCII for any client to send them.
  const printable = fc.string({
    unit: fc.integer({ min: 0x21, max: 0x7e }).map((code) => String.fromCharCode(code)),
    maxLength: 80,
  });
  return fc
    .oneof({ arbitrary: fc.uuid(), weight: 4 }, { arbitrary: printable, weight: 1 })
    .map((key) => ({ 'idempotency-key': key }));
}

/** Calls to one route: its path parameters, query, headers and body, valid and not. */
export function requestsFor(route: RegisteredRoute): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      path: pathOf(route),
      query: queryOf(route),
      body: bodyOf(route),
      headers: headersOf(route),
    })
    .map(({ path, query, body, headers }) => ({
      method: route.method,
      url: query === '' ? path : `${path}?${query}`,
      headers: { ...headers, ...(body.type === undefined ? {} : { 'content-type': body.type }) },
      ...(body.payload === undefined ? {} : { payload: body.payload }),
    }));
}
