import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addDays, FORM_MESSAGES } from '@portal/domain';
import type {
  AccountProducts,
  PlacedPlanChange,
  PlanChangeImpact,
  VoicePlanOptions,
  VoiceService,
} from '@portal/contracts';
import type { BrowserRequest } from '../../test/test-browser';
import { accessMatrix, HOLDERS_MAY, OWNER_MAY, rowsOf } from '../../test/access-matrix';
import { applyDueOrders } from '../orders';
import { orderAppliers } from '../order-appliers';

const matrix = accessMatrix();
const db = () => matrix.app().database.db;
const LANDLINES = '/api/accounts/30000001/voiceServices';
const LANDLINE = `${LANDLINES}/VOI-3000000101`;
const seeded = {
  voicemail: false,
  callWaiting: true,
  callerId: true,
  callForwarding: false,
  forwardingNumber: null,
};

const putFeatures = (json: unknown): BrowserRequest => ({
  method: 'PUT',
  url: `${LANDLINE}/features`,
  json,
});
const order = (planKey: string): BrowserRequest => ({
  method: 'POST',
  url: `${LANDLINE}/planChangeOrders`,
  headers: { 'idempotency-key': randomUUID() },
  json: { planKey },
});

describe('who may see and change the landline', () => {
  matrix.rows(
    rowsOf(
      [
        { url: LANDLINES },
        { url: `${LANDLINE}/features` },
        { url: `${LANDLINE}/plans` },
        { url: `${LANDLINE}/planChangeImpact?planKey=SIPONT_UNLIMITED` },
      ],
      HOLDERS_MAY,
    ),
  );
  matrix.rows([
    // The demo's own features, so the matrix changes nothing.
    { request: putFeatures(seeded), expected: OWNER_MAY },
    {
      name: 'POST …/voiceServices/{id}/planChangeOrders',
      request: () => order('SIPONT_UNLIMITED'),
      expected: OWNER_MAY,
    },
  ]);
});

describe('the landline and its features', () => {
  it('lists the landline with its voice plan and features; an account without one has none', async () => {
    const landlines = (await matrix.data('owner', LANDLINES)) as VoiceService[];
    expect(landlines).toEqual([
      expect.objectContaining({
        id: 'VOI-3000000101',
        landlineNumber: '094801234',
        voiceType: 'SIPONT',
        planName: 'Home Phone',
        features: seeded,
      }),
    ]);
    const kiri = await matrix.call('otherCustomer', {
      url: '/api/accounts/30000301/voiceServices',
    });
    expect(kiri.json<{ data: unknown[] }>().data).toEqual([]);
  });

  it('turns voicemail on and forwards calls to a number typed in any spacing, and keeps them', async () => {
    const saved = (await matrix.data(
      'owner',
      putFeatures({
        ...seeded,
        voicemail: true,
        callForwarding: true,
        forwardingNumber: '+64 21 123 4567',
      }),
    )) as VoiceService;
    expect(saved.features).toEqual({
      ...seeded,
      voicemail: true,
      callForwarding: true,
      forwardingNumber: '0211234567',
    });
    const again = (await matrix.data('owner', `${LANDLINE}/features`)) as VoiceService;
    expect(again.features).toEqual(saved.features);
  });

  it.each([
    ['no number', null],
    ['an 0800 number', '0800 123 456'],
    ['too few digits', '021 12'],
  ])(
    'refuses forwarding to %s with the phone number message and changes nothing',
    async (_n, number) => {
      const before = (await matrix.data('owner', `${LANDLINE}/features`)) as VoiceService;
      const response = await matrix.call(
        'owner',
        putFeatures({ ...seeded, callForwarding: true, forwardingNumber: number }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain(FORM_MESSAGES.phoneNumber);
      const after = (await matrix.data('owner', `${LANDLINE}/features`)) as VoiceService;
      expect(after.features).toEqual(before.features);
    },
  );

  it('answers 404 for a landline of another account', async () => {
    const response = await matrix.call('otherCustomer', {
      url: '/api/accounts/30000301/voiceServices/VOI-3000000101/features',
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('a voice plan change', () => {
  it('offers every voice plan, NoVoice among them, and changes the plan on its date', async () => {
    const options = (await matrix.data('owner', `${LANDLINE}/plans`)) as VoicePlanOptions;
    expect(options.plans.map((plan) => plan.voiceType)).toContain('NoVoice');
    expect(options.currentPlanKey).toBe('SIPONT_HOMEPHONE');
    const placed = (await matrix.data('owner', order('SIPONT_UNLIMITED'))) as PlacedPlanChange;
    expect(placed.summary).toBe('Voice plan change to Home Phone Unlimited');
    await applyDueOrders(
      db(),
      new Date(`${addDays(placed.requestedDateOfProvisioning, 1)}T00:00:00Z`),
      orderAppliers,
    );
    const [landline] = (await matrix.data('owner', LANDLINES)) as VoiceService[];
    expect(landline?.planKey).toBe('SIPONT_UNLIMITED');
  });

  it('ends the landline on its date when NoVoice is chosen, after saying so', async () => {
    const impact = (await matrix.data(
      'owner',
      `${LANDLINE}/planChangeImpact?planKey=NOVOICE`,
    )) as PlanChangeImpact;
    expect(impact.lines.join(' ')).toContain('Your landline and its number end on that day');
    const placed = (await matrix.data('owner', order('NOVOICE'))) as PlacedPlanChange;
    expect(placed.summary).toBe('Landline ends (no voice plan)');
    expect(await matrix.data('owner', LANDLINES)).toHaveLength(1);
    await applyDueOrders(
      db(),
      new Date(`${addDays(placed.requestedDateOfProvisioning, 1)}T00:00:00Z`),
      orderAppliers,
    );
    expect(await matrix.data('owner', LANDLINES)).toEqual([]);
    const products = (await matrix.data(
      'owner',
      '/api/accounts/30000001/products',
    )) as AccountProducts;
    const fibre = products.coreProducts.find((p) => p.broadbandCategoryGroup === 'Fibre');
    expect(fibre?.voiceCategory).toBe('NoVoice');
    expect(fibre?.components.map((c) => c.service)).toEqual(['Internet']);
  });
});
