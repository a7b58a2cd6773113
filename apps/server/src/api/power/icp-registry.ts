import type { IcpCandidate } from '@portal/contracts';
import type { Db } from '../../db/client';
import { icps } from '../../db/schema';

/**
 * ICPs known at addresses where nobody is supplied by us, standing in for the national
 * registry until it is connected. The demo's Hamilton address (Liam's) has one.
 */
export const KNOWN_FREE_ICPS: readonly IcpCandidate[] = [
  {
    icpNumber: '0003456789WE5D2',
    address: '22 Grey Street, Hamilton East, Hamilton',
    networkCompany: 'WEL Networks',
  },
  {
    icpNumber: '0003456790WE8F4',
    address: '24 Grey Street, Hamilton East, Hamilton',
    networkCompany: 'WEL Networks',
  },
  {
    icpNumber: '0004567801VE2K7',
    address: '8 Rimu Road, Mount Eden, Auckland',
    networkCompany: 'Vector',
  },
];

const wordsOf = (text: string): string[] =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0);

/** Every word typed appears in the address, in any order ("22 grey st" finds Grey Street). */
function matches(address: string, query: string): boolean {
  const words = wordsOf(address);
  return wordsOf(query).every((typed) => words.some((word) => word.startsWith(typed)));
}

/**
 * GET …/power/icpLookup: ICPs at an address that no active account is supplied on (known
 * ICPs, and ours whose supply has ended).
 */
export async function lookUpIcps(db: Db, address: string): Promise<IcpCandidate[]> {
  const ours = await db
    .select({
      icpNumber: icps.icpNumber,
      address: icps.address,
      networkCompany: icps.networkCompany,
      status: icps.status,
    })
    .from(icps);
  const supplied = new Set(
    ours.filter((row) => row.status === 'Active').map((row) => row.icpNumber),
  );
  const ended = ours
    .filter((row) => row.status !== 'Active')
    .map(({ icpNumber, address: at, networkCompany }) => ({
      icpNumber,
      address: at,
      networkCompany,
    }));
  const seen = new Set<string>();
  return [...KNOWN_FREE_ICPS, ...ended].filter((candidate) => {
    if (supplied.has(candidate.icpNumber) || seen.has(candidate.icpNumber)) return false;
    seen.add(candidate.icpNumber);
    return matches(candidate.address, address);
  });
}

export async function knownNetworkOf(db: Db, icpNumber: string): Promise<string | null> {
  const found = (await lookUpIcps(db, '')).find((candidate) => candidate.icpNumber === icpNumber);
  return found?.networkCompany ?? null;
}
