import { useSyncExternalStore } from 'react';

/** The account and mobile connection being viewed (spec section 3, session selection). */
export interface AccountSelection {
  accountCode: string | null;
  /** The selected connection, sent as serviceEntity. */
  serviceEntity: string | null;
}

export const ACCOUNT_SELECTION_KEY = 'portal:account-selection';
const emptySelection: AccountSelection = { accountCode: null, serviceEntity: null };

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function defaultStorage(): StorageLike | null {
  try {
    return globalThis.sessionStorage;
  } catch {
    // Blocked site data: the selection then lives only as long as the page.
    return null;
  }
}

function textOrNull(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function parse(raw: string | null): AccountSelection {
  if (!raw) return emptySelection;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return emptySelection;
    const record = value as Record<string, unknown>;
    return {
      accountCode: textOrNull(record.accountCode),
      serviceEntity: textOrNull(record.serviceEntity),
    };
  } catch {
    return emptySelection;
  }
}

export type SelectionListener = (next: AccountSelection, previous: AccountSelection) => void;

/**
 * A small store persisted in sessionStorage (spec section 4: "Stores persist in session
 * storage"), so a reload keeps the selection and a new tab starts from the server session.
 * It reads storage on every call, so a cleared storage is a cleared store.
 */
export function createAccountSelectionStore(storage: StorageLike | null = defaultStorage()) {
  const listeners = new Set<SelectionListener>();
  let memory: string | null = null;
  let cachedRaw: string | null = null;
  let cached: AccountSelection = emptySelection;
  /** A line recorded without telling the readers, and the selection they were shown before it. */
  let quiet: { raw: string | null; shown: AccountSelection } | null = null;

  const readRaw = (): string | null => {
    try {
      return storage ? storage.getItem(ACCOUNT_SELECTION_KEY) : memory;
    } catch {
      return memory;
    }
  };

  const get = (): AccountSelection => {
    const raw = readRaw();
    if (raw !== cachedRaw) {
      cachedRaw = raw;
      cached = parse(raw);
    }
    return cached;
  };

  /**
   * What the readers (useAccountSelection) are shown: the selection, except that a line
   * recorded quietly stays unshown until the next change they are told of. React compares
   * a reader's snapshot again once the page is on screen; had it changed, React would draw
   * every reader again at once (issue 27: on a new tab's mobile page, half the page).
   */
  const shown = (): AccountSelection =>
    quiet !== null && readRaw() === quiet.raw ? quiet.shown : get();

  const write = (next: AccountSelection | null, notify = true) => {
    const previous = get();
    const shownBefore = shown();
    const raw = next && (next.accountCode ?? next.serviceEntity) ? JSON.stringify(next) : null;
    memory = raw;
    try {
      if (raw === null) storage?.removeItem(ACCOUNT_SELECTION_KEY);
      else storage?.setItem(ACCOUNT_SELECTION_KEY, raw);
    } catch {
      // Storage full or blocked: the in-memory copy still serves this page.
    }
    const current = get();
    quiet = notify ? null : { raw: readRaw(), shown: shownBefore };
    if (!notify) return;
    for (const listener of listeners) listener(current, previous);
  };

  return {
    get,
    shown,
    /** A new account drops the connection of the old one. */
    selectAccount(accountCode: string) {
      const { accountCode: current, serviceEntity } = get();
      write({ accountCode, serviceEntity: current === accountCode ? serviceEntity : null });
    },
    selectServiceEntity(serviceEntity: string | null) {
      write({ ...get(), serviceEntity });
    },
    /**
     * Records the line a page already shows because none is chosen (or the chosen one has
     * gone): the account's first, which every reader of the selection shows in that case.
     * Later calls and pages carry it (get), and the readers are not told (shown), as nothing
     * on screen changes. Issue 27: on a phone's first load of a mobile page, telling the
     * readers made React draw most of the page a second time, in one task.
     */
    recordShownServiceEntity(serviceEntity: string) {
      write({ ...get(), serviceEntity }, false);
    },
    /** Session clear: forget the locally stored selection. */
    reset() {
      write(null);
    },
    /** An arrow, so React can hold it as it is and subscribe once (useAccountSelection). */
    subscribe: (listener: SelectionListener): (() => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type AccountSelectionStore = ReturnType<typeof createAccountSelectionStore>;

/** The portal's one selection store. */
export const accountSelectionStore = createAccountSelectionStore();

export function useAccountSelection(
  store: AccountSelectionStore = accountSelectionStore,
): AccountSelection {
  return useSyncExternalStore(store.subscribe, store.shown, store.shown);
}
