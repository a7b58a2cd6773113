import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import type { usageEvents } from '../schema';
import { ensureUsageMonths } from '../usage-months';
import { rebuildUsageRollups, servicesIn } from '../usage-rollups';
import type { SeedContext } from './context';
import { addMonths, daysBetween, eachDay, nzInstant } from './dates';
import { charge } from './money';
import type { Random } from './random';
import { DEMO_LINES } from './mobile';

const MB = 1024 ** 2;

interface Profile {
  dailyMb: number;
  callsPerDay: number;
  textsPerDay: number;
  /** Prepay casual lines pay per minute and per text; plans include them. */
  payAsYouGo: boolean;
}

const PROFILES: Readonly<Record<string, Profile>> = {
  '0211234567': { dailyMb: 700, callsPerDay: 2.5, textsPerDay: 3, payAsYouGo: false },
  '0221234568': { dailyMb: 350, callsPerDay: 1.5, textsPerDay: 6, payAsYouGo: false },
  '0271234569': { dailyMb: 450, callsPerDay: 0.8, textsPerDay: 8, payAsYouGo: false },
  '0211234580': { dailyMb: 250, callsPerDay: 6, textsPerDay: 4, payAsYouGo: false },
  '0211234581': { dailyMb: 150, callsPerDay: 5, textsPerDay: 3, payAsYouGo: false },
  '0201234570': { dailyMb: 100, callsPerDay: 0.8, textsPerDay: 2, payAsYouGo: false },
  '0201234599': { dailyMb: 40, callsPerDay: 0.3, textsPerDay: 0.5, payAsYouGo: true },
};

const DEFAULT_PROFILE: Profile = {
  dailyMb: 100,
  callsPerDay: 1,
  textsPerDay: 1,
  payAsYouGo: false,
};

/** Premium examples: $2.99 a minute to 0900 numbers, 99c per text to competition short codes. */
const PREMIUM_CALL_CENTS_PER_MINUTE = 299;
const PREMIUM_TEXT_CENTS = 99;
const CASUAL_CALL_CENTS_PER_MINUTE = 49;
const CASUAL_TEXT_CENTS = 20;

type EventRow = typeof usageEvents.$inferInsert;

/** 13 months of data sessions, calls and texts for every demo line, then daily rollups. */
export async function seedUsage({ db, today, todayDate, random }: SeedContext): Promise<void> {
  const days = eachDay(addMonths(todayDate, -13), todayDate);
  const rows: EventRow[] = [];
  for (const line of DEMO_LINES) {
    const profile = PROFILES[line.number] ?? DEFAULT_PROFILE;
    const contacts = Array.from(
      { length: 6 },
      () => `02${random.pick(['1', '2', '7'])}${random.digits(7)}`,
    );
    for (const day of days) {
      const age = daysBetween(day, todayDate);
      const lineDay: LineDay = { serviceEntity: line.number, day, profile, contacts, random };
      const dayRows = [
        ...dataSessions(lineDay),
        ...calls(lineDay, age % 47 === 5),
        ...texts(lineDay, age % 29 === 3),
      ];
      // History stops at `today`: nothing later than the moment the seed runs for.
      for (const row of dayRows) if (row.eventDate <= today) rows.push(row);
    }
  }
  // The months' partitions first, so the events do not land in the default partition.
  await ensureUsageMonths(db, days[0] ?? todayDate, todayDate);
  await insertEvents(db, rows);
  await rebuildUsageRollups(db, servicesIn(DEMO_LINES.map((line) => line.number)));
}

/**
 * Events go in as one JSON parameter per batch and are unpacked by PostgreSQL: for tens
 * of thousands of rows this is several times faster than bind parameters per column,
 * which matters most on PGlite, where the demo seed runs at first start.
 */
async function insertEvents(db: Db, rows: readonly EventRow[]): Promise<void> {
  const batchSize = 10_000;
  for (let start = 0; start < rows.length; start += batchSize) {
    const batch = rows.slice(start, start + batchSize).map((row) => ({
      s: row.serviceEntity,
      k: row.kind,
      e: row.eventDate.toISOString(),
      sd: row.startDate?.toISOString() ?? null,
      ed: row.endDate?.toISOString() ?? null,
      b: row.dataVolumeBytes ?? null,
      d: row.durationSeconds ?? null,
      n: row.destinationNumber ?? null,
      p: row.isPremium ?? false,
      ci: row.chargeIncludingGstCents ?? 0,
      ce: row.chargeExcludingGstCents ?? 0,
    }));
    await db.execute(sql`
      insert into usage_events (
        service_entity, kind, event_date, start_date, end_date, data_volume_bytes,
        duration_seconds, destination_number, is_premium,
        charge_including_gst_cents, charge_excluding_gst_cents
      )
      select s, k, e, sd, ed, b, d, n, p, ci, ce
      from json_to_recordset(${JSON.stringify(batch)}::json) as x(
        s text, k text, e timestamptz, sd timestamptz, ed timestamptz, b bigint,
        d integer, n text, p boolean, ci integer, ce integer
      )
    `);
  }
}

function count(random: Random, mean: number): number {
  // Uniform on [0, 2·mean]: the right average without a Poisson sampler.
  return Math.floor(random.next() * (2 * mean + 1));
}

/** One line's day of events: whose, which day, how it is used, whom it calls and the dice. */
interface LineDay {
  serviceEntity: string;
  day: string;
  profile: Profile;
  contacts: readonly string[];
  random: Random;
}

function dataSessions({ serviceEntity, day, profile, random }: LineDay): EventRow[] {
  return [8, 13, 19].map((hour) => {
    const eventDate = nzInstant(day, hour, random.int(0, 59), random.int(0, 59));
    const minutes = random.int(10, 150);
    return {
      serviceEntity,
      kind: 'data',
      eventDate,
      startDate: eventDate,
      endDate: new Date(eventDate.getTime() + minutes * 60_000),
      dataVolumeBytes: Math.round(((profile.dailyMb * MB) / 3) * (0.3 + random.next() * 1.4)),
    };
  });
}

/**
 * About `perDay` ordinary events, then on a premium day one premium event more: calls and
 * texts are drawn alike and differ only in what one event is.
 */
function dayEvents(
  { random }: LineDay,
  perDay: number,
  premiumDay: boolean,
  event: (premium: boolean) => EventRow,
): EventRow[] {
  const n = count(random, perDay);
  const rows: EventRow[] = [];
  for (let i = 0; i < n + (premiumDay ? 1 : 0); i += 1) rows.push(event(i === n));
  return rows;
}

/** A moment between 7am and 10pm of the line's day. */
function daytime({ day, random }: LineDay): Date {
  return nzInstant(day, random.int(7, 21), random.int(0, 59), random.int(0, 59));
}

function calls(line: LineDay, premiumDay: boolean): EventRow[] {
  const { profile, random } = line;
  return dayEvents(line, profile.callsPerDay, premiumDay, (premium) => {
    const durationSeconds = premium ? random.int(60, 420) : random.int(8, 900);
    const minutes = Math.ceil(durationSeconds / 60);
    const cents = premium
      ? minutes * PREMIUM_CALL_CENTS_PER_MINUTE
      : profile.payAsYouGo
        ? minutes * CASUAL_CALL_CENTS_PER_MINUTE
        : 0;
    return {
      serviceEntity: line.serviceEntity,
      kind: 'voice',
      eventDate: daytime(line),
      durationSeconds,
      destinationNumber: premium ? `0900${random.digits(5)}` : pickContact(line.contacts, random),
      isPremium: premium,
      ...charge(cents),
    };
  });
}

function texts(line: LineDay, premiumDay: boolean): EventRow[] {
  const { profile, random } = line;
  return dayEvents(line, profile.textsPerDay, premiumDay, (premium) => {
    const cents = premium ? PREMIUM_TEXT_CENTS : profile.payAsYouGo ? CASUAL_TEXT_CENTS : 0;
    return {
      serviceEntity: line.serviceEntity,
      kind: 'text',
      eventDate: daytime(line),
      destinationNumber: premium ? `3${random.digits(3)}` : pickContact(line.contacts, random),
      isPremium: premium,
      ...charge(cents),
    };
  });
}

function pickContact(contacts: readonly string[], random: Random): string {
  return contacts[random.int(0, contacts.length - 1)] ?? '0211111111';
}
