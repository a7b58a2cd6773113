import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { DEMO_PASSWORD } from '../../test-support/personas';
import { look } from '../support/look';
import { signedInState } from '../support/people';
import { signIn } from '../support/sign-in';
import { openAccountAsStaff, goToManagement } from '../support/staff-account';

/**
 * Issue 30, your data on demand: Aroha asks for her data on My details, the job prepares it,
 * the page shows it ready and her bell tells her, she downloads the archive and it holds her
 * and her account, a CSV for every table, and no secret. A correction she asks for reaches
 * Sam on the management page with the Privacy Act's 20-working-day clock.
 */

/** Column names that would hold a secret, were one ever let into the archive. */
const SECRET_COLUMN = /password|hash|secret|totp|token|public_key|credential/i;
/** How stored password hashes begin (argon2, bcrypt, scrypt). */
const HASHED = /\$argon2|\$2[aby]\$|\$scrypt\$/;

test.describe('Aroha’s own data', () => {
  test.use({ storageState: signedInState.aroha });

  test('Aroha asks for her data, is told in the bell, and opens the archive', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/account/my-details');
    const section = page.getByRole('region', { name: 'Your data' });
    await section.getByRole('button', { name: 'Download my data' }).click();
    // The job builds it while the page watches, then the page shows the link without a reload.
    const ready = section.getByRole('status').filter({ hasText: 'Your data is ready' });
    await expect(ready).toBeVisible({ timeout: 60_000 });
    await look(page, 'data-export-ready');

    // The bell asks again as soon as the archive is ready, and lists the notice.
    const bell = page.getByRole('button', { name: /^Notifications, [1-9]\d* unread$/ });
    await expect(bell).toBeVisible();
    await bell.click();
    const list = page.getByRole('dialog', { name: 'Notifications' });
    const notice = list.getByRole('link', { name: 'Your data is ready' });
    await expect(notice).toBeVisible();
    await expect(list).toContainText(/ready to download until \d{2}\/\d{2}\/\d{4}\./);
    await look(page, 'data-export-bell');
    await notice.click();
    await expect(page).toHaveURL(/\/account\/my-details#your-data$/);
    await expect(section.getByRole('heading', { name: 'Your data' })).toBeInViewport();

    const downloading = page.waitForEvent('download');
    await section.getByRole('link', { name: 'Download your data (zip)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('my-data.zip');
    const files = unzipSync(new Uint8Array(await readFile(await download.path())));

    const json = JSON.parse(strFromU8(files['data.json'] ?? new Uint8Array())) as {
      sections: Record<string, Record<string, unknown>[]>;
    };
    const [identity] = json.sections.identity ?? [];
    expect(identity).toMatchObject({
      first_name: 'Aroha',
      last_name: 'Ngata',
      email: 'aroha@example.nz',
    });
    expect(json.sections['30000001/accounts']?.[0]?.account_code).toBe('30000001');
    // Every table named in data.json has its CSV, and nothing else is in the archive.
    const names = Object.keys(json.sections);
    expect(names.length).toBeGreaterThan(10);
    expect(Object.keys(files).sort()).toEqual(
      ['data.json', ...names.map((name) => `csv/${name}.csv`)].sort(),
    );
    expect(strFromU8(files['csv/30000001/accounts.csv'] ?? new Uint8Array())).toContain('30000001');

    // No secret: no column that could hold one, no stored password hash, not her password.
    for (const [name, rows] of Object.entries(json.sections)) {
      for (const row of rows) {
        expect(
          Object.keys(row).filter((column) => SECRET_COLUMN.test(column)),
          name,
        ).toEqual([]);
      }
    }
    for (const [path, bytes] of Object.entries(files)) {
      const text = strFromU8(bytes);
      expect(text, path).not.toMatch(HASHED);
      expect(text, path).not.toContain(DEMO_PASSWORD);
      if (path.endsWith('.csv')) {
        const header = text.split('\r\n')[0] ?? '';
        expect(
          header.split(',').filter((column) => SECRET_COLUMN.test(column)),
          path,
        ).toEqual([]);
      }
    }
  });
});

test.describe('A correction request', () => {
  test('Aroha asks for a correction and Sam sees it with its 20-working-day clock', async ({
    browser,
    page,
  }) => {
    test.setTimeout(120_000);
    const what = `My middle name ${String(Date.now())}`;
    const aroha = await browser.newContext({ storageState: signedInState.aroha });
    const arohaPage = await aroha.newPage();
    await arohaPage.goto('/account/my-details');
    const section = arohaPage.getByRole('region', { name: 'Your data' });
    await section.getByLabel('What is wrong').fill(what);
    await section.getByLabel('What it should say').fill('Aroha Mere Ngata');
    await section.getByRole('button', { name: 'Send correction request' }).click();
    await expect(section.getByRole('status').filter({ hasText: 'Thank you' })).toContainText(
      /Thank you\. We will reply by \d{2}\/\d{2}\/\d{4} \(within 20 working days\)\./,
    );
    await look(arohaPage, 'correction-requested');
    await aroha.close();

    // Opening an account replaces the browser's session, so Sam signs in on his own here.
    await signIn(page, 'sam.sales@example.nz', { staff: true });
    await openAccountAsStaff(page, '30000001');
    await goToManagement(page);
    const table = page.getByRole('table', { name: 'Open correction requests, soonest due first' });
    const row = table.getByRole('row').filter({ hasText: what });
    await expect(row).toContainText('Aroha Ngata');
    await expect(row).toContainText('Should say: Aroha Mere Ngata');
    // Received today: all 20 working days are left.
    await expect(row.getByRole('cell').nth(2)).toHaveText('20 working days left');
    await look(page, 'management-correction-requests');
  });
});
