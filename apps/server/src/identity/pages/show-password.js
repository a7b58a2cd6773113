// The "Show password" button of the identity provider's pages: shown only when this script
// runs (without it the button could do nothing), it switches the password fields it
// controls between hidden and shown text, and says which by aria-pressed. Served as a file,
// as the pages' CSP allows no inline script.
for (const wrapper of document.querySelectorAll('[data-show-password]')) {
  const button = wrapper.querySelector('button[aria-controls]');
  if (!(wrapper instanceof HTMLElement) || button === null) continue;
  const ids = (button.getAttribute('aria-controls') ?? '').split(' ');
  wrapper.hidden = false;
  button.addEventListener('click', () => {
    const show = button.getAttribute('aria-pressed') !== 'true';
    button.setAttribute('aria-pressed', String(show));
    for (const id of ids) {
      const field = document.getElementById(id);
      if (field instanceof HTMLInputElement) field.type = show ? 'text' : 'password';
    }
  });
}
