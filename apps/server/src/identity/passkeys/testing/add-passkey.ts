import { expect } from 'vitest';
import { passkeyRegistrationOptionsSchema, passkeySchema, type Passkey } from '@portal/contracts';
import type { TestApp } from '../../../test/build-app';
import { dataOf, type Persona } from '../../iam/testing/personas';
import { relyingPartyOf } from '../relying-party';
import { SoftwareAuthenticator } from './software-authenticator';

/** A software authenticator for the test app's relying party. */
export function authenticatorFor(testApp: TestApp, counts = false): SoftwareAuthenticator {
  const rp = relyingPartyOf(testApp.config);
  return new SoftwareAuthenticator({ rpId: rp.id, origin: rp.origin, counts });
}

/** Asks for creation options as the person, for their own identity. */
export async function registrationOptions(person: Persona) {
  const response = await person.call({
    method: 'POST',
    url: `/api/iam/Users/${person.userGuid}/passkeys/registrationOptions`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return dataOf(response, passkeyRegistrationOptionsSchema);
}

/** Adds a passkey through the API as My details does: options, the authenticator, finish. */
export async function addPasskey(
  testApp: TestApp,
  person: Persona,
  options: { name?: string; authenticator?: SoftwareAuthenticator } = {},
): Promise<{ passkey: Passkey; authenticator: SoftwareAuthenticator }> {
  const authenticator = options.authenticator ?? authenticatorFor(testApp);
  const creation = await registrationOptions(person);
  const response = await person.call({
    method: 'POST',
    url: `/api/iam/Users/${person.userGuid}/passkeys`,
    json: {
      response: authenticator.create(creation),
      ...(options.name === undefined ? {} : { name: options.name }),
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return { passkey: dataOf(response, passkeySchema), authenticator };
}
