import { and, desc, gt, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { MAINTENANCE_TOP_UP_MESSAGE, type ActiveMaintenanceWindow } from '@portal/contracts';
import type { Db } from '../../db/client';
import { maintenanceWindows } from '../../db/schema';
import { AppError } from '../../platform/app-error';

type WindowRow = typeof maintenanceWindows.$inferSelect;

/** A top-up refused while a maintenance window is on; it knows when to try again. */
export class MaintenanceError extends AppError {
  readonly endsAt: Date;

  constructor(window: WindowRow) {
    super({
      code: 'top_up_maintenance',
      statusCode: 503,
      title: 'Service Unavailable',
      message: MAINTENANCE_TOP_UP_MESSAGE,
      logMessage: `top-up refused: maintenance window ${String(window.id)} until ${window.endsAt.toISOString()}`,
    });
    this.endsAt = window.endsAt;
  }
}

/** The window on at `now`; of overlapping ones, the one that ends last. */
async function findWindowOn(db: Pick<Db, 'select'>, now: Date): Promise<WindowRow | undefined> {
  const [window] = await db
    .select()
    .from(maintenanceWindows)
    .where(and(lte(maintenanceWindows.startsAt, now), gt(maintenanceWindows.endsAt, now)))
    .orderBy(desc(maintenanceWindows.endsAt))
    .limit(1);
  return window;
}

/** GET /recharge/v1/maintenanceWindows/active. */
export async function getActiveMaintenanceWindow(
  db: Pick<Db, 'select'>,
  now: Date = new Date(),
): Promise<ActiveMaintenanceWindow> {
  const window = await findWindowOn(db, now);
  return window === undefined
    ? { active: false, window: null }
    : {
        active: true,
        window: {
          startsAt: window.startsAt.toISOString(),
          endsAt: window.endsAt.toISOString(),
          message: window.message,
        },
      };
}

/** Every way of topping up asks this first: during a window nothing is charged or credited. */
export async function refuseTopUpsDuringMaintenance(
  db: Pick<Db, 'select'>,
  now: Date = new Date(),
): Promise<void> {
  const window = await findWindowOn(db, now);
  if (window !== undefined) throw new MaintenanceError(window);
}

/**
 * Use cases do not see the reply, so Retry-After (the end of the window, as an HTTP date)
 * is added on the way out; onError runs before the error handler sends.
 */
export function sendRetryAfterMaintenance(app: FastifyInstance): void {
  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof MaintenanceError) {
      void reply.header('retry-after', error.endsAt.toUTCString());
    }
  });
}
