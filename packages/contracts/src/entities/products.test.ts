import { describe, expect, it } from 'vitest';
import {
  accountProductsSchema,
  coreProductSchema,
  internetServiceSchema,
  orderSchema,
} from './products';

const fibre = {
  coreProductKey: 'UFF1000/500',
  name: 'Fibre Super',
  locationId: 'LOC-0012345',
  broadbandCategoryGroup: 'Fibre',
  broadbandCategory: 'UFB1000/500',
  voiceCategory: 'SIPONT',
  components: [
    { service: 'Internet', serviceEntity: 'BB-30000001-1', planName: 'Fibre Super' },
    { service: 'Voice', serviceEntity: '093601234', planName: 'Home Phone' },
  ],
};

const power = {
  coreProductKey: 'ELECTRICITY',
  name: 'Everyday Power',
  locationId: 'LOC-0012345',
  broadbandCategoryGroup: null,
  broadbandCategory: null,
  voiceCategory: null,
  components: [{ service: 'Electricity', serviceEntity: '0000012345AB123', planName: null }],
};

describe('coreProductSchema', () => {
  it('parses broadband and power products', () => {
    expect(coreProductSchema.parse(fibre)).toEqual(fibre);
    expect(coreProductSchema.parse(power)).toEqual(power);
  });

  it('rejects an unknown voice category or component service', () => {
    expect(coreProductSchema.safeParse({ ...fibre, voiceCategory: 'VoIP' }).success).toBe(false);
    const badComponent = { ...fibre, components: [{ service: 'Gas', serviceEntity: 'x' }] };
    expect(coreProductSchema.safeParse(badComponent).success).toBe(false);
  });
});

describe('accountProductsSchema', () => {
  it('parses core and additional products together', () => {
    const products = {
      coreProducts: [fibre, power],
      additionalProducts: [
        { service: 'static_ip', category: 'StaticIP', name: 'Static IP address' },
      ],
    };
    expect(accountProductsSchema.parse(products)).toEqual(products);
  });

  it('rejects an unknown add-on type', () => {
    const products = {
      coreProducts: [],
      additionalProducts: [{ service: 'netflix', category: 'x', name: 'Netflix' }],
    };
    expect(accountProductsSchema.safeParse(products).success).toBe(false);
  });
});

describe('internetServiceSchema', () => {
  it('parses an active, unblocked service and rejects unknown statuses', () => {
    const service = {
      id: 'BB-30000001-1',
      activationStatus: 'Active',
      blockingStatus: 'Unblocked',
    };
    expect(internetServiceSchema.parse(service)).toEqual(service);
    expect(internetServiceSchema.safeParse({ ...service, activationStatus: 'Live' }).success).toBe(
      false,
    );
  });
});

describe('orderSchema', () => {
  const order = {
    orderId: 'ORD-2026-000123',
    requestedDateOfProvisioning: '2026-04-01',
    coreProductKey: 'UFF1000/500',
    serviceAddress: { locationId: 'LOC-0012345' },
    additionalProducts: [{ service: 'static_ip' }, { service: 'amazonprimevideo' }],
  };

  it('parses an order with its additional products', () => {
    expect(orderSchema.parse(order)).toEqual(order);
  });

  it('rejects add-ons an order cannot carry and malformed dates', () => {
    expect(
      orderSchema.safeParse({ ...order, additionalProducts: [{ service: 'callingpack' }] }).success,
    ).toBe(false);
    expect(
      orderSchema.safeParse({ ...order, requestedDateOfProvisioning: '01/04/2026' }).success,
    ).toBe(false);
  });
});
