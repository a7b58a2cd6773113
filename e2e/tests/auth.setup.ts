import { test as setup } from '@playwright/test';
import { signIn } from '../support/sign-in';
import { loginOf, signedInState, type Persona } from '../support/people';

for (const persona of Object.keys(signedInState) as Persona[]) {
  const { email, staff } = loginOf[persona];
  setup(`sign in as ${email}`, async ({ page }) => {
    await signIn(page, email, { staff: staff === true });
    await page.context().storageState({ path: signedInState[persona] });
  });
}
