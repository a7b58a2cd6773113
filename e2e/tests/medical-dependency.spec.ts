import { expect, test, type Page } from '@playwright/test';
import { look } from '../support/look';
import { signIn } from '../support/sign-in';
import { openAccountAsStaff, goToManagement } from '../support/staff-account';

/**
 * Issue 30, medically dependent consumers (decision 063): Aroha applies with her
 * practitioner's letter and sees it pending; Sam opens her account, opens the letter and
 * confirms it; Aroha sees it confirmed. A file of the wrong type is refused in the page.
 */

/** A tiny PDF, as a scanned letter would start: the first bytes are what the portal checks. */
const LETTER = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

async function openApplication(page: Page) {
  await page.goto('/power/medical-dependency');
  await expect(page.getByRole('heading', { level: 1, name: 'Medically Dependent' })).toBeVisible();
}

test('Aroha applies with a letter, Sam confirms it, and she sees it confirmed', async ({
  browser,
}) => {
  const arohaContext = await browser.newContext();
  const aroha = await arohaContext.newPage();
  await signIn(aroha, 'aroha@example.nz');
  await openApplication(aroha);
  const apply = aroha.getByRole('region', { name: 'Apply' });
  await apply.getByLabel('Who depends on power').fill('Koro Hemi Ngata');
  await apply.getByLabel('What equipment or need depends on power').fill('Oxygen concentrator');
  await apply.getByLabel('Contact phone').fill('0211234567');
  await apply.getByRole('button', { name: 'Send application' }).click();
  await expect(apply.getByText('Please tick the declaration to apply')).toBeVisible();
  await apply.getByRole('checkbox', { name: /I declare that the person named above/ }).check();
  await apply.getByRole('button', { name: 'Send application' }).click();

  const summary = aroha.getByRole('region', { name: 'Your application' });
  await expect(summary).toContainText('Status:Pending');

  const upload = aroha.getByRole('region', { name: "Health practitioner's confirmation" });
  // Mantine's file input is a button named by the label over a hidden file input.
  await expect(upload.getByRole('button', { name: 'Confirmation file' })).toBeVisible();
  const fileInput = upload.locator('input[type="file"]');
  await fileInput.setInputFiles({
    name: 'letter.pdf.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Dear doctor, this is not a PDF'),
  });
  await expect(
    upload.getByText('Please upload the confirmation as a PDF, JPEG or PNG file.', {
      exact: false,
    }),
  ).toBeVisible();
  await look(aroha, 'medical-dependency-wrong-file');

  await fileInput.setInputFiles({
    name: 'letter.pdf',
    mimeType: 'application/pdf',
    buffer: LETTER,
  });
  await upload.getByRole('button', { name: 'Upload confirmation' }).click();
  await expect(aroha.getByText('Thank you. We have the confirmation')).toBeVisible();
  await expect(summary.getByRole('link', { name: /Open the confirmation \(PDF/ })).toBeVisible();
  await look(aroha, 'medical-dependency-pending');

  const samContext = await browser.newContext();
  const sam = await samContext.newPage();
  await signIn(sam, 'sam.sales@example.nz', { staff: true });
  await openAccountAsStaff(sam, '30000001');
  await goToManagement(sam);
  const flags = sam.getByRole('region', { name: 'Care flags' });
  await expect(flags).toContainText('Pending');
  await expect(flags).toContainText('Alternate contact: none');
  const file = flags.getByRole('link', { name: /Open the health practitioner's confirmation/ });
  const href = await file.getAttribute('href');
  const opened = await sam.request.get(href ?? '');
  expect(opened.status()).toBe(200);
  expect(opened.headers()['content-disposition']).toMatch(/^attachment/);
  expect(Buffer.from(await opened.body()).equals(LETTER)).toBe(true);
  await look(sam, 'medical-dependency-staff');
  await flags.getByRole('button', { name: 'Confirm medical dependency' }).click();
  await expect(flags).toContainText('Confirmed');
  await samContext.close();

  await openApplication(aroha);
  await expect(summary).toContainText('Status:Confirmed');
  await expect(aroha.getByRole('region', { name: 'Apply' })).toHaveCount(0);
  await look(aroha, 'medical-dependency-confirmed');
  await arohaContext.close();
});
