import {
  billLineKey,
  billLineKind,
  instalmentName,
  measuredQuantity,
  partPeriodStart,
  type BillLine,
  type BillLineKind,
} from './bill-line-kind';

/** What one explained difference between two bills is. */
export const BILL_CHANGE_KINDS = [
  'planChanged',
  'added',
  'ended',
  'priceChanged',
  'usage',
  'days',
  'instalmentStarted',
  'instalmentEnded',
  'instalmentChanged',
  'oneOff',
  'credit',
] as const;
export type BillChangeKind = (typeof BILL_CHANGE_KINDS)[number];

/** One difference from the previous bill, in plain words, with what it adds or takes off. */
export interface BillChange {
  kind: BillChangeKind;
  serviceGroup: string;
  serviceEntity: string | null;
  text: string;
  /** This bill's lines less the previous bill's, in cents, in the lines' GST view. */
  differenceCents: number;
}

interface Entry {
  line: BillLine;
  kind: BillLineKind;
  key: string;
}

const figure = new Intl.NumberFormat('en-NZ', { maximumFractionDigits: 2 });
const serviceKey = (line: BillLine) => `${line.serviceGroup}\u0000${line.serviceEntity ?? ''}`;
const sum = (entries: readonly Entry[]) => entries.reduce((t, e) => t + e.line.amountCents, 0);
/** 'Anytime' of 'Anytime, 512 kWh at 28.5c/kWh'. */
const lead = (description: string) => description.split(',')[0]?.trim() ?? description;
/** dd/MM/yyyy as a sortable yyyy-MM-dd. */
const sortable = (date: string) => date.split('/').reverse().join('-');

/**
 * The differences between a bill and the one before it, service by service: a plan changed
 * (and from when), something added or ended, usage up or down, an instalment started or
 * ended, a one-off charge, a credit. Every line of both bills is counted in exactly one
 * difference or is unchanged, so the differences add up to the change in the total.
 */
export function explainBillChanges(
  previous: readonly BillLine[],
  current: readonly BillLine[],
): BillChange[] {
  const services = new Map<string, { previous: Entry[]; current: Entry[] }>();
  const add = (line: BillLine, side: 'previous' | 'current') => {
    const key = serviceKey(line);
    const service = services.get(key) ?? { previous: [], current: [] };
    const kind = billLineKind(line);
    service[side].push({ line, kind, key: billLineKey(line, kind) });
    services.set(key, service);
  };
  // The current bill's order first, then services only the previous bill had.
  current.forEach((line) => {
    add(line, 'current');
  });
  previous.forEach((line) => {
    add(line, 'previous');
  });
  return [...services.values()].flatMap((service) =>
    explainService(service.previous, service.current),
  );
}

function explainService(previous: Entry[], current: Entry[]): BillChange[] {
  const partner = new Map<Entry, Entry>();
  const unmatched = new Set(previous);
  for (const entry of current) {
    const found = previous.find(
      (candidate) => unmatched.has(candidate) && candidate.key === entry.key,
    );
    if (found === undefined) continue;
    unmatched.delete(found);
    partner.set(entry, found);
    partner.set(found, entry);
  }
  const changes: BillChange[] = [];
  const done = new Set<Entry>();
  const change = (kind: BillChangeKind, text: string, now: Entry[], before: Entry[]) => {
    now.forEach((e) => done.add(e));
    before.forEach((e) => done.add(e));
    const differenceCents = sum(now) - sum(before);
    const line = (now[0] ?? before[0])?.line;
    if (line === undefined || (differenceCents === 0 && kind !== 'planChanged')) return;
    const { serviceGroup, serviceEntity } = line;
    changes.push({ kind, serviceGroup, serviceEntity, text, differenceCents });
  };
  const withPartners = (entries: Entry[]) => ({
    now: entries,
    before: entries.flatMap((e) => partner.get(e) ?? []),
  });

  const planChange = explainPlanChange(previous, current, partner);
  if (planChange !== null) {
    const { now, before } = planChange;
    change('planChanged', planChange.text, now, before);
  }
  for (const entry of current) {
    if (done.has(entry)) continue;
    const before = partner.get(entry);
    if (before === undefined) {
      change(...arrived(entry), [entry], []);
    } else {
      const { now, before: was } = withPartners([entry]);
      change(...differs(entry, before), now, was);
    }
  }
  for (const entry of previous) {
    if (!done.has(entry)) change(...left(entry), [], [entry]);
  }
  return changes;
}

/**
 * A plan change: part periods of two plans on this bill (changed during the period), a
 * first whole period after such a bill, or one regular charge gone and another come.
 */
function explainPlanChange(
  previous: Entry[],
  current: Entry[],
  partner: Map<Entry, Entry>,
): { text: string; now: Entry[]; before: Entry[] } | null {
  const parts = (entries: Entry[]) =>
    entries
      .filter((e) => e.kind === 'regular' && partPeriodStart(e.line.quantity) !== null)
      .sort((a, b) =>
        sortable(partPeriodStart(a.line.quantity) ?? '').localeCompare(
          sortable(partPeriodStart(b.line.quantity) ?? ''),
        ),
      );
  const names = (entries: Entry[]) => entries.map((e) => e.line.description).join(' and ');
  const nowParts = parts(current);
  const newest = nowParts.at(-1);
  if (nowParts.length >= 2 && newest !== undefined) {
    const older = nowParts.slice(0, -1);
    return {
      text:
        `Plan changed from ${names(older)} to ${newest.line.description} on ` +
        `${partPeriodStart(newest.line.quantity) ?? ''}: this bill charges each plan for its part of the period`,
      now: nowParts,
      before: nowParts.flatMap((e) => partner.get(e) ?? []),
    };
  }
  const beforeParts = parts(previous);
  const changedTo = beforeParts.at(-1);
  const full = changedTo === undefined ? undefined : partner.get(changedTo);
  if (beforeParts.length >= 2 && changedTo !== undefined && full !== undefined) {
    return {
      text:
        `${changedTo.line.description} for the whole period: the plan changed from ` +
        `${names(beforeParts.slice(0, -1))} on ${partPeriodStart(changedTo.line.quantity) ?? ''}`,
      now: beforeParts.flatMap((e) => partner.get(e) ?? []),
      before: beforeParts,
    };
  }
  const gone = previous.filter((e) => e.kind === 'regular' && !partner.has(e));
  const come = current.filter((e) => e.kind === 'regular' && !partner.has(e));
  const [from] = gone;
  const [to] = come;
  if (gone.length === 1 && come.length === 1 && from !== undefined && to !== undefined) {
    return {
      text: `Plan changed from ${from.line.description} to ${to.line.description}`,
      now: [to],
      before: [from],
    };
  }
  return null;
}

type Words = [BillChangeKind, string];

/** A line this bill has and the previous did not. */
function arrived({ kind, line }: Entry): Words {
  const { description } = line;
  if (kind === 'instalment') return ['instalmentStarted', `Instalments started: ${description}`];
  if (kind === 'oneOff') return ['oneOff', `One-off charge: ${description}`];
  if (kind === 'credit') return ['credit', `Credit: ${description}`];
  if (kind === 'usage') return ['usage', `${description}: none on the previous bill`];
  return ['added', `${description} added`];
}

/** A line the previous bill had and this one does not. */
function left({ kind, line }: Entry): Words {
  const { description } = line;
  if (kind === 'instalment') {
    return [
      'instalmentEnded',
      `${instalmentName(description)} instalments ended: the last was on the previous bill`,
    ];
  }
  if (kind === 'oneOff')
    return ['oneOff', `No repeat of the previous bill's one-off charge: ${description}`];
  if (kind === 'credit')
    return ['credit', `No repeat of the previous bill's credit: ${description}`];
  if (kind === 'usage') return ['usage', `${description}: none on this bill`];
  return ['ended', `${description}: no longer charged`];
}

/** A line on both bills whose amount differs. */
function differs({ kind, line }: Entry, { line: was }: Entry): Words {
  const more = line.amountCents > was.amountCents;
  if (kind === 'usage') {
    const now = measuredQuantity(line.quantity);
    const then = measuredQuantity(was.quantity);
    if (now !== null && then !== null && now.unit === then.unit && now.value !== then.value) {
      const direction = now.value > then.value ? 'up' : 'down';
      const by = figure.format(Math.abs(now.value - then.value));
      return [
        'usage',
        `${lead(line.description)} use ${direction} ${by} ${now.unit}: ` +
          `${line.quantity ?? ''} this bill, ${was.quantity ?? ''} on the previous bill`,
      ];
    }
    return [
      'usage',
      `${lead(line.description)}: ${more ? 'more' : 'less'} than on the previous bill`,
    ];
  }
  if (kind === 'days') {
    const text =
      line.quantity === was.quantity
        ? `${lead(line.description)}: the rate changed`
        : `${lead(line.description)}: ${line.quantity ?? ''} this bill, ${was.quantity ?? ''} on the previous bill`;
    return ['days', text];
  }
  if (kind === 'instalment') {
    return [
      'instalmentChanged',
      `${instalmentName(line.description)} instalment ${more ? 'up' : 'down'}: ${line.description}`,
    ];
  }
  if (kind === 'oneOff') return ['oneOff', `One-off charge: ${line.description}`];
  if (kind === 'credit') return ['credit', `Credit: ${line.description}`];
  return ['priceChanged', `${line.description}: price ${more ? 'up' : 'down'}`];
}
