// The passkey way through a staff sign-in's second step (decision 056), over
// @simplewebauthn/browser's bundle (loaded just before, as the global SimpleWebAuthnBrowser).
// A form marked data-staff-passkey="register" sets a passkey up on this device; one marked
// "sign-in" uses the log-in's passkey. Either way the browser's answer goes into the form,
// which is submitted like the code form, so the server finishes the sign-in as it does after
// a code. Served as a file: the pages' CSP allows no inline script. Without passkey support
// the forms stay hidden and the code form is the way through.
const webauthn = window.SimpleWebAuthnBrowser;

const MESSAGES = {
  register: {
    cancelled: 'No passkey was set up. Try again, or use an authenticator app below.',
    failed: 'A passkey could not be set up here. Try again, or use an authenticator app below.',
  },
  'sign-in': {
    cancelled: 'Your passkey was not used. Try again.',
    failed: 'Your passkey could not be used here. Try again.',
  },
};

function enable(form) {
  const mode = form.dataset.staffPasskey === 'register' ? 'register' : 'sign-in';
  const button = form.querySelector('button');
  const status = form.querySelector('[data-passkey-status]');
  const field = form.elements.namedItem('response');
  const say = (text) => {
    if (status !== null) status.textContent = text;
  };

  const requestOptions = async () => {
    const response = await fetch(form.dataset.passkeyOptions ?? '', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
    if (!response.ok) throw new Error('no passkey options');
    return response.json();
  };

  const run = async () => {
    const optionsJSON = await requestOptions();
    const answer =
      mode === 'register'
        ? await webauthn.startRegistration({ optionsJSON })
        : await webauthn.startAuthentication({ optionsJSON });
    if (field instanceof HTMLInputElement) field.value = JSON.stringify(answer);
    say(mode === 'register' ? 'Saving your passkey…' : 'Signing you in…');
    form.submit();
  };

  form.hidden = false;
  button?.addEventListener('click', () => {
    say('');
    if (button instanceof HTMLButtonElement) button.disabled = true;
    run().catch((error) => {
      if (button instanceof HTMLButtonElement) button.disabled = false;
      say(error?.name === 'NotAllowedError' ? MESSAGES[mode].cancelled : MESSAGES[mode].failed);
    });
  });
}

if (webauthn?.browserSupportsWebAuthn()) {
  for (const form of document.querySelectorAll('form[data-staff-passkey]')) {
    if (form instanceof HTMLFormElement) enable(form);
  }
}
