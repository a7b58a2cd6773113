import { expect, test, type Page } from '@playwright/test';
import { chartNamed, nzd, readChartByKeyboard } from '../support/chart';
import { look } from '../support/look';
import { signedInState } from '../support/people';
import { openSignedIn } from '../support/sign-in';

/**
 * Issue 6, as Ben (prepay only): add the spare prepay number 0201234599 with the code the
 * server texts (read from the development outbox), and page through the spend history of
 * his line 0201234570. SHOTS=1 keeps a desktop and a phone screenshot of each state in
 * /tmp/shots.
 */
const SPARE = '0201234599';
const HISTORY_API =
  '/api/mobile/v2/management/accounts/30000101/mobileServices/0201234570/prepayTransactionHistory';

interface OutboxMessage {
  channel: string;
  recipient: string;
  body: string;
}

/** The code in the newest text to the number, as the phone would see it (GET /dev/outbox.json). */
async function codeFromOutbox(page: Page, recipient: string, notBefore: number): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await page.request.get('/dev/outbox.json');
      const { messages } = (await response.json()) as {
        messages: (OutboxMessage & { createdAt: string })[];
      };
      const text = messages.find(
        (message) =>
          message.channel === 'sms' &&
          message.recipient === recipient &&
          Date.parse(message.createdAt) >= notBefore,
      );
      code = /is (\d{6})$/.exec(text?.body ?? '')?.[1];
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code ?? '';
}

/** One page of GET …/prepayTransactionHistory, as much of it as the test reads. */
interface HistoryPage {
  data: {
    transactions: { description: string; balanceAfter: number }[];
    nextRecordsPriorTo: string | null;
  };
}

/** Whether Ben already holds the spare number's account (a run before this one on the same server). */
async function alreadyAdded(page: Page): Promise<boolean> {
  const response = await page.request.get('/api/iam/Users/me');
  const { data } = (await response.json()) as { data: { claims: { claimValue: string }[] } };
  return data.claims.some((claim) => claim.claimValue === SPARE);
}

test.describe('Ben, who has only a prepay account', () => {
  test.beforeEach(async ({ page }) => {
    await openSignedIn(page, 'ben');
  });

  test('adds 0201234599 with the code from the outbox', async ({ page }) => {
    // Several axe scans at two widths on a shared machine.
    test.setTimeout(90_000);
    await page.goto('/account/add-mobile-number');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Add a Prepay Number' }),
    ).toBeVisible();
    // As it first shows, routes.spec.ts scans it with axe as the same person.

    const numberField = page.getByLabel('Prepay mobile number');
    await numberField.fill('09 123 4567');
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(
      page.getByText('The number your have entered is not a valid prepay number.'),
    ).toBeVisible();
    await look(page, 'add-number-invalid');

    // The claim cannot be taken back (Ben is the account's only owner), so a second run on
    // the same server meets the server's refusal instead.
    const repeat = await alreadyAdded(page);
    const sentFrom = Date.now() - 5_000;
    await numberField.fill('020 123 4599');
    await page.getByRole('button', { name: 'Send code' }).click();
    if (repeat) {
      await expect(page.getByText('This number is already on your account.')).toBeVisible();
      return;
    }

    await expect(page.getByRole('heading', { name: 'Enter the code' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send a new code' })).toBeDisabled();
    await expect(page.getByText(/You can ask for a new code in \d+ seconds?\./)).toBeVisible();
    const code = await codeFromOutbox(page, SPARE, sentFrom);
    await look(page, 'add-number-code');

    const codeField = page.getByLabel('Code from the text');
    await codeField.fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Add number' }).click();
    await expect(
      page.getByText('That code is not right. Please check the text and try again.'),
    ).toBeVisible();
    await look(page, 'add-number-wrong-code');

    await codeField.fill(code);
    await page.getByRole('button', { name: 'Add number' }).click();
    await expect(page.getByText('Number added')).toBeVisible();
    await expect(page.getByText(/020 123 4599 is now on your login/)).toBeVisible();
    // The header reads the identity again: the picker now offers the new account.
    await expect(
      page
        .getByRole('combobox', { name: 'Account' })
        .first()
        .locator('option', { hasText: '30000199' }),
    ).toHaveCount(1);
    await look(page, 'add-number-done');

    await page.getByRole('button', { name: 'Go to 020 123 4599' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/mobile');
    await expect(page.getByRole('heading', { level: 1, name: 'Mobile' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Connection' }).first()).toHaveValue(SPARE);
    expect(await alreadyAdded(page)).toBe(true);
  });

  test('pages through the spend history of 020 123 4570', async ({ page }) => {
    test.setTimeout(90_000);
    const firstPage = page.waitForResponse(
      (response) => response.url().includes(HISTORY_API) && response.request().method() === 'GET',
    );
    // From his home, the mobile area, as he would find it.
    await page.goto('/?accountCode=30000101&serviceEntity=0201234570');
    await expect(page.getByRole('heading', { level: 1, name: 'Mobile' })).toBeVisible();
    await page.getByRole('link', { name: 'Spend history' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Prepay Spend History' }),
    ).toBeVisible();

    let history = (await (await firstPage).json()) as HistoryPage;
    const table = page.getByRole('table', { name: 'Top-ups and spending' });
    const rows = table.locator('tbody tr');
    let shown = history.data.transactions.length;
    expect(shown).toBeGreaterThan(0);
    await expect(rows).toHaveCount(shown);
    await expect(rows.first()).toContainText(history.data.transactions[0]?.description ?? '');
    await expect(page.getByRole('heading', { name: 'Balance over time' })).toBeVisible();
    await expect(page.getByText(/your balance was between \$[\d,.]+ and \$[\d,.]+/)).toBeVisible();
    // By keyboard, the balance after each entry, oldest first.
    const oldest = history.data.transactions.at(-1);
    const nextOldest = history.data.transactions.at(-2);
    const chart = chartNamed(page, 'Balance after each entry');
    const figures = await readChartByKeyboard(page, chart, 2);
    expect(figures.map((figure) => figure.split(': ')[1])).toEqual([
      nzd(oldest?.balanceAfter ?? Number.NaN),
      nzd(nextOldest?.balanceAfter ?? Number.NaN),
    ]);
    await look(page, 'spend-history');

    // Six months of history: older pages until the server has none left.
    let pages = 1;
    while (history.data.nextRecordsPriorTo !== null) {
      const cursor = history.data.nextRecordsPriorTo;
      const older = page.waitForResponse(
        (response) =>
          response.url().includes(HISTORY_API) &&
          new URL(response.url()).searchParams.get('recordsPriorTo') === cursor,
      );
      await page.getByRole('button', { name: 'Show older' }).click();
      history = (await (await older).json()) as HistoryPage;
      const firstOlder = history.data.transactions[0];
      await expect(rows).toHaveCount(shown + history.data.transactions.length);
      await expect(rows.nth(shown)).toContainText(firstOlder?.description ?? '');
      shown += history.data.transactions.length;
      pages += 1;
    }
    expect(pages).toBeGreaterThan(1);
    await expect(page.getByRole('button', { name: 'Show older' })).toHaveCount(0);
    await expect(page.getByText("That's everything on 020 123 4570.")).toBeVisible();
    await expect(page.getByText(new RegExp(`^${String(shown)} entries from`))).toBeVisible();
    await look(page, 'spend-history-all');
  });
});

test.describe('Ben, when the history cannot be loaded', () => {
  test('says so, and a retry loads it', async ({ page }) => {
    test.setTimeout(60_000);
    await openSignedIn(page, 'ben');
    let failures = 3;
    await page.route(`**${HISTORY_API}*`, async (route) => {
      if (failures === 0) return route.continue();
      failures -= 1;
      return route.fulfill({ status: 503, json: { success: false, status: 503, data: null } });
    });
    // From his home, the mobile area, as he would find it.
    await page.goto('/?accountCode=30000101&serviceEntity=0201234570');
    await expect(page.getByRole('heading', { level: 1, name: 'Mobile' })).toBeVisible();
    await page.getByRole('link', { name: 'Spend history' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText("We couldn't load the history of 020 123 4570.");
    await look(page, 'spend-history-failed');
    failures = 0;
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('table', { name: 'Top-ups and spending' })).toBeVisible();
  });
});

test.describe('Aroha, whose mobile lines are all on the bill', () => {
  test.use({ storageState: signedInState.aroha });

  test('is told the spend history is for prepay numbers', async ({ page }) => {
    await page.goto('/mobile/prepay-spend-history?accountCode=30000001&serviceEntity=0211234567');
    await expect(page.getByText('No prepay numbers here')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add a prepay number' })).toBeVisible();
    await look(page, 'spend-history-no-prepay');
  });
});

test.describe('Nova, asking for codes too quickly', () => {
  test.use({ storageState: signedInState.nova });

  test('is told when she can ask again, and no second text goes', async ({ page }) => {
    // Ben's number: a code to it reaches only his phone, and nothing is added without it.
    const number = '020 123 4570';
    await page.goto('/account/add-mobile-number');
    const numberField = page.getByLabel('Prepay mobile number');
    const refusal = page
      .getByRole('alert')
      .filter({ hasText: 'A code was sent to this number a moment ago.' });

    await numberField.fill(number);
    await page.getByRole('button', { name: 'Send code' }).click();
    const codeStep = page.getByRole('heading', { name: 'Enter the code' });
    // A run moments before on the same server may already have sent one.
    await expect(codeStep.or(refusal)).toBeVisible();
    if (await codeStep.isVisible()) {
      await page.getByRole('button', { name: 'Use a different number' }).click();
      await numberField.fill(number);
      const sentBefore = Date.now();
      await page.getByRole('button', { name: 'Send code' }).click();
      await expect(refusal).toContainText(/You can try again at \d{1,2}:\d{2} (am|pm)\./);
      const outbox = await page.request.get('/dev/outbox.json');
      const { messages } = (await outbox.json()) as {
        messages: (OutboxMessage & { createdAt: string })[];
      };
      expect(
        messages.filter(
          (m) => m.recipient === '0201234570' && Date.parse(m.createdAt) >= sentBefore,
        ),
      ).toEqual([]);
    }
    await expect(refusal).toContainText(/You can try again at \d{1,2}:\d{2} (am|pm)\./);
    await look(page, 'add-number-too-soon');
  });
});
