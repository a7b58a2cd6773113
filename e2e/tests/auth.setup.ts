import { test as setup } from '@playwright/test';
import { personaNames, personas } from '../../test-support/personas';
import { signIn } from '../support/sign-in';
import { signedInState } from '../support/people';

for (const persona of personaNames) {
  const { email, staff } = personas[persona];
  setup(`sign in as ${email}`, async ({ page }) => {
    await signIn(page, email, { staff });
    await page.context().storageState({ path: signedInState[persona] });
  });
}
