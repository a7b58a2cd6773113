import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';
import type { Db } from '../../db/client';
import { oidcPayloads } from '../../db/schema';

function isPayload(value: unknown): value is AdapterPayload {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * oidc-provider's storage (sessions, interactions, grants, codes, refresh tokens) on the
 * oidc_payloads table, one row per (model, id). Plain SQL through Drizzle, so it runs the
 * same on PGlite and PostgreSQL, and any process can continue a flow another one began.
 */
class OidcPayloadAdapter implements Adapter {
  constructor(
    private readonly db: Db,
    private readonly type: string,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const row = {
      payload,
      grantId: payload.grantId ?? null,
      userCode: payload.userCode ?? null,
      uid: payload.uid ?? null,
      expiresAt: expiresIn === undefined ? null : new Date(Date.now() + expiresIn * 1000),
    };
    await this.db
      .insert(oidcPayloads)
      .values({ id, type: this.type, ...row })
      .onConflictDoUpdate({ target: [oidcPayloads.type, oidcPayloads.id], set: row });
  }

  find(id: string): Promise<AdapterPayload | undefined> {
    return this.findWhere(eq(oidcPayloads.id, id));
  }

  findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.findWhere(eq(oidcPayloads.uid, uid));
  }

  findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.findWhere(eq(oidcPayloads.userCode, userCode));
  }

  async consume(id: string): Promise<void> {
    await this.db
      .update(oidcPayloads)
      .set({ consumedAt: new Date() })
      .where(and(eq(oidcPayloads.type, this.type), eq(oidcPayloads.id, id)));
  }

  async destroy(id: string): Promise<void> {
    await this.db
      .delete(oidcPayloads)
      .where(and(eq(oidcPayloads.type, this.type), eq(oidcPayloads.id, id)));
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.db
      .delete(oidcPayloads)
      .where(and(eq(oidcPayloads.type, this.type), eq(oidcPayloads.grantId, grantId)));
  }

  private async findWhere(condition: ReturnType<typeof eq>): Promise<AdapterPayload | undefined> {
    const [row] = await this.db
      .select({ payload: oidcPayloads.payload, consumedAt: oidcPayloads.consumedAt })
      .from(oidcPayloads)
      .where(
        and(
          eq(oidcPayloads.type, this.type),
          condition,
          // Expired rows are invisible at once; deleteExpiredPayloads clears them later.
          or(isNull(oidcPayloads.expiresAt), gt(oidcPayloads.expiresAt, new Date())),
        ),
      )
      .limit(1);
    if (row === undefined || !isPayload(row.payload)) return undefined;
    // oidc-provider detects reuse of a code or refresh token by a truthy `consumed`.
    return row.consumedAt === null
      ? row.payload
      : { ...row.payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) };
  }
}

export function oidcPayloadAdapter(db: Db): AdapterFactory {
  return (type: string) => new OidcPayloadAdapter(db, type);
}
