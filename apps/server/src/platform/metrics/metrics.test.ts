import { beforeAll, describe, expect, it } from 'vitest';
import { paymentResultSchema, rechargeResultSchema } from '@portal/contracts';
import { DEMO_PASSWORD, emailOf, personas } from '../../../../../test-support/personas';
import { openLoginPage, submitCredentials } from '../../identity/testing/sign-in-flow';
import { anonymous, dataOf, newKey, signIn, type Person } from '../../api/payments/testing';
import { BEN, BEN_PAYMENTS, bensCards } from '../../api/recharge/testing';
import type { TestApp } from '../../test/build-app';
import { appForTests, appForThisTest } from '../../test/test-app';
import { signInThroughSession } from '../../test/sign-in-through-session';
import { TestBrowser } from '../../test/test-browser';
import { UNMATCHED_ROUTE } from './http-requests';
import { parseSamples, valueOf, type Sample } from './testing';

/** The portal with metrics on a port of its own (METRICS_PORT=0 picks a free one). */
const { testApp } = appForTests({ seed: true, env: { METRICS_PORT: '0' } }, 300_000);
let ben: Person;

beforeAll(async () => {
  ben = await signIn(testApp, personas.ben.email);
}, 300_000);

function metricsUrl(app: TestApp = testApp): string {
  const url = app.app.metrics.url();
  if (url === null) throw new Error('metrics are not listening');
  return url;
}

async function scrapeText(app: TestApp = testApp): Promise<string> {
  const response = await fetch(metricsUrl(app));
  expect(response.status).toBe(200);
  return response.text();
}

async function scrape(app: TestApp = testApp): Promise<Sample[]> {
  return parseSamples(await scrapeText(app));
}

/** How much `name` (with `labels`) grew while `act` ran. */
async function growthOf(
  name: string,
  labels: Record<string, string>,
  act: () => Promise<unknown>,
): Promise<number> {
  const before = valueOf(await scrape(), name, labels);
  await act();
  return valueOf(await scrape(), name, labels) - before;
}

const REQUESTS = 'portal_http_request_duration_seconds_count';

describe('where the metrics are served', () => {
  it('on their own port, on the loopback address by default, in Prometheus text format', async () => {
    const url = new URL(metricsUrl());
    expect(url.hostname).toBe('127.0.0.1');
    expect(url.port).not.toBe('');
    expect(url.pathname).toBe('/metrics');
    const response = await fetch(url);
    expect(response.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    const text = await response.text();
    expect(text).toContain('# TYPE portal_http_request_duration_seconds histogram');
  });

  it('never on the portal’s own port, where /metrics is an unknown path', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('portal_');
  });

  it('answers nothing else on the metrics port', async () => {
    const base = new URL(metricsUrl());
    expect((await fetch(new URL('/', base))).status).toBe(404);
    expect((await fetch(new URL('/api/accounts/30000001', base))).status).toBe(404);
    expect((await fetch(base, { method: 'POST' })).status).toBe(404);
  });

  it('with METRICS_PORT unset, nothing listens', async () => {
    const plain = await appForThisTest();
    expect(plain.app.metrics.url()).toBeNull();
  });

  it('include the process defaults', async () => {
    const samples = await scrape();
    for (const name of [
      'process_cpu_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
      'nodejs_eventloop_lag_seconds',
    ]) {
      expect(samples.some((sample) => sample.name === name)).toBe(true);
    }
  });
});

describe('requests', () => {
  it('are counted by route template and status class, never by the path asked for', async () => {
    const route = { method: 'GET', route: '/api/accounts/:accountCode' };
    const refused = await growthOf(REQUESTS, { ...route, status_class: '4xx' }, async () => {
      const answer = await anonymous(testApp)({ url: '/api/accounts/30000101' });
      expect(answer.statusCode).toBe(401);
    });
    expect(refused).toBe(1);
    const served = await growthOf(REQUESTS, { ...route, status_class: '2xx' }, async () => {
      for (let i = 0; i < 3; i += 1) {
        expect((await ben({ url: '/api/accounts/30000101' })).statusCode).toBe(200);
      }
    });
    expect(served).toBe(3);
  });

  it('that no route matched share one label', async () => {
    const grown = await growthOf(
      REQUESTS,
      { method: 'GET', route: UNMATCHED_ROUTE, status_class: '4xx' },
      async () => {
        await testApp.app.inject({ method: 'GET', url: '/api/no-such-thing/30000101' });
      },
    );
    expect(grown).toBe(1);
  });

  it('have their latency in buckets, summed in seconds', async () => {
    await testApp.app.inject({ method: 'GET', url: '/healthz' });
    const samples = await scrape();
    const labels = { method: 'GET', route: '/healthz', status_class: '2xx' };
    const count = valueOf(samples, REQUESTS, labels);
    expect(count).toBeGreaterThan(0);
    expect(
      valueOf(samples, 'portal_http_request_duration_seconds_bucket', { ...labels, le: '+Inf' }),
    ).toBe(count);
    const sum = valueOf(samples, 'portal_http_request_duration_seconds_sum', labels);
    expect(sum).toBeGreaterThan(0);
    expect(sum / count).toBeLessThan(1);
  });
});

describe('sign-ins', () => {
  /** One submission of the sign-in form, from its own address so no other test is throttled. */
  async function submitOnce(email: string, password: string) {
    const browser = new TestBrowser(testApp.app, testApp.config.publicUrl, '192.0.2.25');
    const started = await browser.request({
      method: 'POST',
      url: '/session/login',
      json: { destinationUrl: '/', pool: 'customer' },
    });
    const { authorizeUrl } = started.json<{ data: { authorizeUrl: string } }>().data;
    const { action } = await openLoginPage(browser, authorizeUrl);
    return (await submitCredentials(browser, action, email, password)).response;
  }
  const outcome = (value: string) => ({ pool: 'customer', outcome: value });

  it('count one that succeeds', async () => {
    const grown = await growthOf('portal_sign_ins_total', outcome('succeeded'), () =>
      signInThroughSession(testApp, emailOf('owner')),
    );
    expect(grown).toBe(1);
  });

  it('count wrong passwords as failed, and those past the limit as throttled', async () => {
    const before = await scrape();
    for (let i = 0; i < 5; i += 1) {
      expect((await submitOnce('liam@example.nz', 'not the password')).statusCode).toBe(401);
    }
    expect((await submitOnce('liam@example.nz', DEMO_PASSWORD)).statusCode).toBe(429);
    const after = await scrape();
    const grown = (value: string) =>
      valueOf(after, 'portal_sign_ins_total', outcome(value)) -
      valueOf(before, 'portal_sign_ins_total', outcome(value));
    expect(grown('failed')).toBe(5);
    expect(grown('throttled')).toBe(1);
    expect(grown('succeeded')).toBe(0);
  });
});

describe('payments and top-ups', () => {
  it('count a payment once when it settles, however often it is asked for', async () => {
    const { mastercard } = await bensCards(ben);
    const key = newKey();
    const approved = { method: 'CreditCard', outcome: 'Approved' };
    const grown = await growthOf('portal_payments_total', approved, async () => {
      const answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          ben({
            method: 'POST',
            url: `/api/payments/v2/accounts/${BEN.account}/payments`,
            json: { cardId: mastercard, amount: 1000 },
            key,
          }),
        ),
      );
      for (const answer of answers) {
        expect(dataOf(answer, paymentResultSchema).status).toBe('Approved');
      }
    });
    expect(grown).toBe(1);
  });

  it('count a top-up from a saved card by method, trigger and outcome', async () => {
    const { mastercard } = await bensCards(ben);
    const labels = { method: 'SavedCard', trigger: 'Customer', outcome: 'Approved' };
    const grown = await growthOf('portal_top_ups_total', labels, async () => {
      const answer = await ben({
        method: 'POST',
        url: `${BEN_PAYMENTS}/cards/${mastercard}/payment`,
        json: { amount: 2000, targetMsisdn: BEN.line },
        key: newKey(),
      });
      expect(dataOf(answer, rechargeResultSchema).status).toBe('Approved');
    });
    expect(grown).toBe(1);
  });

  it('count a voucher top-up as method Voucher', async () => {
    const labels = { method: 'Voucher', outcome: 'Approved' };
    const grown = await growthOf('portal_top_ups_total', labels, async () => {
      const answer = await ben({
        method: 'POST',
        url: `/api/sales/v4/ordering/accounts/${BEN.account}/orders`,
        json: {
          orderType: 'VoucherRedemption',
          serviceEntity: BEN.line,
          voucherNumber: '123456789012',
        },
      });
      expect(answer.statusCode).toBe(200);
    });
    expect(grown).toBe(1);
  });
});

describe('the database', () => {
  it('shows pool use on PostgreSQL (none on PGlite) and the change feed', async () => {
    const samples = await scrape();
    const pools = samples.filter((sample) => sample.name === 'portal_db_pool_max_connections');
    if (testApp.database.kind === 'postgres') {
      expect(pools.map((sample) => [sample.labels.pool, sample.value])).toEqual([
        ['shared', 10],
        ['locking', 4],
      ]);
      const open = valueOf(samples, 'portal_db_pool_connections', { pool: 'shared' });
      expect(open).toBeGreaterThan(0);
      expect(
        valueOf(samples, 'portal_db_pool_idle_connections', { pool: 'shared' }),
      ).toBeLessThanOrEqual(open);
    } else {
      expect(pools).toEqual([]);
    }
    expect(valueOf(samples, 'portal_change_feed_connected')).toBe(1);
    expect(valueOf(samples, 'portal_change_feed_reconnects_total')).toBe(0);
    // The sign-ins and payments above wrote rows the triggers announce.
    expect(valueOf(samples, 'portal_change_feed_notifications_total')).toBeGreaterThan(0);
  });
});

describe('what the labels hold', () => {
  it('no account number, phone number, email or token', async () => {
    const text = await scrapeText();
    const labelValues = parseSamples(text).flatMap((sample) => Object.values(sample.labels));
    expect(labelValues.length).toBeGreaterThan(100);
    const personal = labelValues.filter(
      (value) =>
        value.includes('@') || /\d{6,}/.test(value) || /[0-9a-f]{8}-[0-9a-f]{4}/i.test(value),
    );
    expect(personal).toEqual([]);
    for (const known of ['30000101', '0201234570', 'ben@example.nz', 'aroha@example.nz']) {
      expect(text).not.toContain(known);
    }
  });
});

describe('the job queue', () => {
  const { testApp: withJobs } = appForTests(
    { env: { METRICS_PORT: '0', SCHEDULER_ENABLED: 'true' } },
    120_000,
  );

  // Runs by outcome and depths other than 0 are tested on the scheduler itself
  // (jobs/scheduler.test.ts): here, a run would wait for the next minute's schedule.
  it('shows how many of each job wait and run', async () => {
    const depths = (await scrape(withJobs)).filter(
      (sample) => sample.name === 'portal_job_queue_jobs',
    );
    const jobs = [
      'alerts',
      'auto-top-ups',
      'data-exports',
      'deliver-messages',
      'due-orders',
      'expired-invitations',
      'expired-records',
      'mobile-use-alerts',
      'smooth-pay-reviews',
      'usage-months',
    ];
    expect(
      depths.map((sample) => `${sample.labels.job ?? ''} ${sample.labels.state ?? ''}`).sort(),
    ).toEqual(jobs.flatMap((job) => [`${job} active`, `${job} queued`]));
    for (const sample of depths) expect(sample.value).toBeGreaterThanOrEqual(0);
  });

  it('leaves them out where the scheduler does not run', async () => {
    const samples = await scrape();
    expect(samples.filter((sample) => sample.name === 'portal_job_queue_jobs')).toEqual([]);
  });
});
