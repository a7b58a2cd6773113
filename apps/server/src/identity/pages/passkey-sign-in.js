// "Sign in with a passkey" on the customer sign-in page, over @simplewebauthn/browser's
// bundle (loaded just before, as the global SimpleWebAuthnBrowser). Where the browser can
// use passkeys it shows the passkey form; where it offers them in autofill, the email
// field's suggestions list them too (conditional mediation). Either way the answer goes into
// the form, which is submitted like the password form. Served as a file: the pages' CSP
// allows no inline script.
const form = document.querySelector('form[data-passkey-options]');
const webauthn = window.SimpleWebAuthnBrowser;

if (form instanceof HTMLFormElement && webauthn?.browserSupportsWebAuthn()) {
  const button = form.querySelector('button');
  const status = form.querySelector('[data-passkey-status]');
  const field = form.elements.namedItem('response');
  const optionsUrl = form.dataset.passkeyOptions ?? '';
  const say = (text) => {
    if (status !== null) status.textContent = text;
  };

  const requestOptions = async () => {
    const response = await fetch(optionsUrl, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
    if (!response.ok) throw new Error('no passkey options');
    return response.json();
  };

  const signIn = async (useBrowserAutofill) => {
    const optionsJSON = await requestOptions();
    const answer = await webauthn.startAuthentication({ optionsJSON, useBrowserAutofill });
    if (field instanceof HTMLInputElement) field.value = JSON.stringify(answer);
    say('Signing you in…');
    form.submit();
  };

  const offerInAutofill = () => {
    webauthn
      .browserSupportsWebAuthnAutofill()
      .then((supported) => (supported ? signIn(true) : undefined))
      // Aborted when the button starts its own prompt; nothing to tell the person.
      .catch(() => undefined);
  };

  form.hidden = false;
  button?.addEventListener('click', () => {
    say('');
    signIn(false).catch((error) => {
      say(
        error?.name === 'NotAllowedError'
          ? 'No passkey was used. Try again, or sign in with your email and password.'
          : 'Your passkey could not be used here. Try again, or sign in with your email and password.',
      );
      offerInAutofill();
    });
  });
  offerInAutofill();
}
