import { and, eq, gte, sql } from 'drizzle-orm';
import { activityKeptFrom, describeUserAgent, signInNetwork } from '@portal/domain';
import type { Db } from '../../db/client';
import { signIns } from '../../db/schema';
import type { NoticeSettings } from '../../notifications/notices';
import { tellNewDeviceSignIn } from '../../notifications/security-messages';
import type { Pool } from '../pools';

export interface FinishedSignIn {
  userGuid: string;
  pool: Pool;
  /** The login's authentication methods as given to oidc-provider: `pwd`, `webauthn`. */
  amr: readonly string[];
  userAgent: string | undefined;
  ip: string | undefined;
  /** The grant the sign-in made: its open session in "Where you're signed in". */
  grantId: string;
}

/**
 * The one place a finished sign-in is written down (issue 29, decision 053), called by every
 * way the identity provider signs a person in (password now, passkey too) just before it
 * hands the login to oidc-provider. Customers only: staff have no My details. The first
 * sign-in from a browser and device pair this log-in has not used within the kept year is
 * told to the person, unless it is the log-in's first recorded sign-in of all.
 */
export async function recordSignIn(
  db: Db,
  settings: NoticeSettings,
  signIn: FinishedSignIn,
  now: Date = new Date(),
): Promise<void> {
  if (signIn.pool !== 'customer') return;
  const device = describeUserAgent(signIn.userAgent);
  await db.transaction(async (tx) => {
    const [seen] = await tx
      .select({
        any: sql<number>`count(*)::int`,
        here: sql<number>`count(*) filter (where ${signIns.browser} = ${device.browser} and ${signIns.device} = ${device.device})::int`,
      })
      .from(signIns)
      .where(and(eq(signIns.userGuid, signIn.userGuid), gte(signIns.at, activityKeptFrom(now))));
    await tx.insert(signIns).values({
      userGuid: signIn.userGuid,
      at: now,
      method: signIn.amr.includes('webauthn') ? 'webauthn' : 'pwd',
      browser: device.browser,
      device: device.device,
      network: signInNetwork(signIn.ip),
      grantId: signIn.grantId,
    });
    if ((seen?.any ?? 0) > 0 && seen?.here === 0) {
      await tellNewDeviceSignIn(tx, settings, signIn.userGuid, { device, at: now });
    }
  });
}
