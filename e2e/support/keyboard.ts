import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './sign-in';

/**
 * Whether the focused element looks different from the same element unfocused: an outline,
 * a shadow or a border colour of its own. An unfocused copy of it is put beside it for a
 * moment to compare with, so nothing on the page blurs, validates or re-renders. A focus
 * style that fades in (an input's border colour has a transition) is read once it has: at
 * its first frame it is still the unfocused style.
 */
async function focusIsDrawn(element: Element): Promise<string | true> {
  const fading = element
    .getAnimations()
    .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY);
  // A transition cancelled because focus moved on rejects; the style is read as it is then.
  await Promise.all(fading.map((animation) => animation.finished.catch(() => undefined)));
  const read = (style: CSSStyleDeclaration) => ({
    outline: `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`,
    outlineStyle: style.outlineStyle,
    outlineWidth: Number.parseFloat(style.outlineWidth),
    boxShadow: style.boxShadow,
    borderColor: style.borderColor,
  });
  const focused = read(getComputedStyle(element));
  const copy = element.cloneNode(false) as Element;
  // Without its id and name: a checked radio copy would take the real one's place.
  for (const attribute of ['id', 'name', 'autofocus', 'data-autofocus']) {
    copy.removeAttribute(attribute);
  }
  element.after(copy);
  const plain = read(getComputedStyle(copy));
  copy.remove();
  const ring =
    focused.outlineStyle !== 'none' &&
    focused.outlineWidth >= 1 &&
    focused.outline !== plain.outline;
  if (ring || focused.boxShadow !== plain.boxShadow || focused.borderColor !== plain.borderColor) {
    return true;
  }
  return `no focus style on ${element.outerHTML.slice(0, 160)}`;
}

/** Focus is on this element, and it shows. */
export async function expectFocusOn(target: Locator) {
  await expect(target).toBeFocused();
  expect(await target.evaluate(focusIsDrawn)).toBe(true);
}

/** Presses a key `times` times, as someone using only the keyboard would. */
export async function press(page: Page, key: string, times = 1) {
  for (let pressed = 0; pressed < times; pressed += 1) await page.keyboard.press(key);
}

/**
 * Tabs forward until `target` has focus, at most `limit` times: for stretches such as the
 * header, whose stops differ from person to person. Every stop on the way must show focus.
 */
export async function tabTo(page: Page, target: Locator, limit = 25) {
  for (let pressed = 0; pressed < limit; pressed += 1) {
    await page.keyboard.press('Tab');
    const active = page.locator(':focus');
    if ((await active.count()) === 1) {
      expect(await active.evaluate(focusIsDrawn)).toBe(true);
    }
    if (await target.evaluate((element) => element === document.activeElement)) {
      await expectFocusOn(target);
      return;
    }
  }
  throw new Error(`${String(target)} not reached in ${String(limit)} presses of Tab`);
}

/**
 * A dialog keeps focus inside it: Tab from its last control comes back to its first, and
 * Shift+Tab from the first goes to the last. Leaves focus where it found it.
 */
export async function expectFocusTrapped(page: Page, dialog: Locator) {
  const inside = () => dialog.evaluate((element) => element.contains(document.activeElement));
  const count = await dialog
    .locator('button:visible, a[href]:visible, input:visible, select:visible, textarea:visible')
    .count();
  for (let pressed = 0; pressed <= count; pressed += 1) {
    await page.keyboard.press('Tab');
    expect(await inside(), 'Tab left the dialog').toBe(true);
  }
  for (let pressed = 0; pressed <= count; pressed += 1) {
    await page.keyboard.press('Shift+Tab');
    expect(await inside(), 'Shift+Tab left the dialog').toBe(true);
  }
}

/**
 * Signs in from /login with the keyboard alone: /login goes straight on to the identity
 * provider's form, which starts in its email field.
 */
export async function signInByKeyboard(page: Page, email: string) {
  await page.goto('/login');
  await page.waitForURL(/\/idp\//);
  await expectFocusOn(page.getByLabel('Email'));
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await expectFocusOn(page.getByLabel('Password'));
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Tab');
  await expectFocusOn(page.getByRole('button', { name: 'Show password' }));
  await page.keyboard.press('Tab');
  await expectFocusOn(page.getByRole('button', { name: 'Sign in', exact: true }));
  await page.keyboard.press('Enter');
  await page.waitForURL(
    (url) => !url.pathname.startsWith('/idp') && !url.pathname.includes('login'),
  );
}

/** The first Tab on a portal page reaches the skip link. */
export async function expectSkipLinkFirst(page: Page) {
  await page.keyboard.press('Tab');
  await expectFocusOn(page.getByRole('link', { name: 'Skip to main content' }));
}
