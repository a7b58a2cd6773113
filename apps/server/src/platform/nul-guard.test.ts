import Fastify from 'fastify';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { holdsNul, nulGuardPlugin } from './nul-guard';

describe('holdsNul', () => {
  it('finds a NUL in any string of a JSON value, keys included, however deep', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.nat(20), (value, depth) => {
        let nested: unknown = { ['a\u0000b']: value };
        for (let i = 0; i < depth; i += 1) nested = [nested];
        expect(holdsNul(nested)).toBe(true);
        expect(holdsNul({ list: [1, 'x\u0000'], value })).toBe(true);
      }),
    );
  });

  it('passes values without a NUL', () => {
    const withoutNul = fc.jsonValue().filter((value) => !JSON.stringify(value).includes('\\u0000'));
    fc.assert(
      fc.property(withoutNul, (value) => {
        expect(holdsNul(value)).toBe(false);
      }),
    );
  });
});

describe('the NUL guard', () => {
  async function appWithRoute() {
    const app = Fastify();
    let reached = 0;
    await app.register(nulGuardPlugin);
    app.post('/things/:id', (_request, reply) => {
      reached += 1;
      void reply.send({ ok: true });
    });
    return { app, reached: () => reached };
  }

  it('refuses a NUL in the path, the query or the body before the handler runs', async () => {
    const { app, reached } = await appWithRoute();
    const asked = [
      { url: '/things/a%00b', payload: {} },
      { url: '/things/a?q=%00', payload: {} },
      { url: '/things/a', payload: { name: 'x\u0000y' } },
    ];
    for (const request of asked) {
      const response = await app.inject({ method: 'POST', ...request });
      expect(response.statusCode, request.url).toBe(400);
    }
    expect(reached()).toBe(0);
    const fine = await app.inject({ method: 'POST', url: '/things/a?q=b', payload: { n: 'c' } });
    expect(fine.statusCode).toBe(200);
    expect(reached()).toBe(1);
    await app.close();
  });

  it("checks the body of routes registered later in child plugins, after the route's own hooks", async () => {
    const app = Fastify();
    const ran: string[] = [];
    await app.register(nulGuardPlugin);
    await app.register((child, _options, done) => {
      child.patch(
        '/things',
        {
          preValidation: (_request, _reply, next) => {
            ran.push('own hook');
            next();
          },
        },
        (_request, reply) => {
          ran.push('handler');
          void reply.send({ ok: true });
        },
      );
      done();
    });
    const refused = await app.inject({ method: 'PATCH', url: '/things', payload: ['\u0000'] });
    expect(refused.statusCode).toBe(400);
    expect(ran).toEqual(['own hook']);
    const fine = await app.inject({ method: 'PATCH', url: '/things', payload: ['ok'] });
    expect(fine.statusCode).toBe(200);
    expect(ran).toEqual(['own hook', 'own hook', 'handler']);
    await app.close();
  });
});
