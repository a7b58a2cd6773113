import { expect, type Page } from '@playwright/test';

/**
 * Everything the browser keeps for the page's origin that script or a later visitor of the
 * device could read: local and session storage, every IndexedDB record, and all cookies of
 * the context (HttpOnly ones too), as one text.
 */
async function storedText(page: Page): Promise<string> {
  const inPage = await page.evaluate(async () => {
    const entries = (storage: Storage) =>
      Object.keys(storage).map((key) => `${key}=${storage.getItem(key) ?? ''}`);
    const records: string[] = [];
    for (const info of await indexedDB.databases()) {
      if (info.name === undefined) continue;
      const name = info.name;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => {
          resolve(request.result);
        };
        request.onerror = () => {
          reject(request.error ?? new Error(`cannot open ${name}`));
        };
      });
      for (const store of Array.from(db.objectStoreNames)) {
        const all = await new Promise<unknown[]>((resolve, reject) => {
          const request = db.transaction(store, 'readonly').objectStore(store).getAll();
          request.onsuccess = () => {
            resolve(request.result as unknown[]);
          };
          request.onerror = () => {
            reject(request.error ?? new Error(`cannot read ${store}`));
          };
        });
        records.push(`${name}/${store}: ${JSON.stringify(all)}`);
      }
      db.close();
    }
    return [...entries(localStorage), ...entries(sessionStorage), ...records];
  });
  const cookies = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`);
  return [...inPage, ...cookies].join('\n');
}

/**
 * After a card payment: no card number (plain or grouped as typed), no gateway card token
 * and no JWT (tokens stay on the server) anywhere the browser keeps data.
 */
export async function expectNoSecretsStored(page: Page, cardNumbers: readonly string[]) {
  const text = await storedText(page);
  // Signed in, the session cookie is there: the scan read the browser's storage at all.
  expect(text).toContain('__Host-portal-session=');
  const digitsOnly = text.replace(/[\s-]/g, '');
  for (const card of cardNumbers) {
    expect(digitsOnly, 'a card number in browser storage').not.toContain(card.replace(/\D/g, ''));
  }
  expect(text, 'a gateway card token in browser storage').not.toMatch(/tok_[0-9a-f]{16,}/);
  expect(text, 'a JWT in browser storage').not.toMatch(/eyJ[\w-]{8,}\.eyJ[\w-]{8,}\./);
}
