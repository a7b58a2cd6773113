import { test as setup } from '@playwright/test';
import { signIn } from '../support/sign-in';
import { signedInState } from '../support/people';

setup('sign in as Aroha, a customer', async ({ page }) => {
  await signIn(page, 'aroha@example.nz');
  await page.context().storageState({ path: signedInState.aroha });
});

setup('sign in as Sam, a sales person', async ({ page }) => {
  await signIn(page, 'sam.sales@example.nz', { staff: true });
  await page.context().storageState({ path: signedInState.sam });
});
