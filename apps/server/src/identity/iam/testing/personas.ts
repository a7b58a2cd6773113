import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../../../test/build-app';
import type { z } from 'zod';
import {
  sessionCookieHeader,
  signInThroughSession,
  type SignInOptions,
} from '../../../test/sign-in-through-session';

export interface ApiCall {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  json?: unknown;
}

/** Someone calling the API from a browser: their session cookie, or none for anonymous. */
export interface Persona {
  userGuid: string;
  call(request: ApiCall): Promise<LightMyRequestResponse>;
}

export const PERSONA_NAMES = ['anonymous', 'otherCustomer', 'readUser', 'owner', 'staff'] as const;
export type PersonaName = (typeof PERSONA_NAMES)[number];

/** The access matrix's people: kiri (30000301), mere (AccountRead on 30000001), aroha (owner), sam (staff). */
const LOG_INS: Record<Exclude<PersonaName, 'anonymous'>, [string, SignInOptions]> = {
  otherCustomer: ['kiri@example.nz', {}],
  readUser: ['mere@example.nz', {}],
  owner: ['aroha@example.nz', {}],
  staff: ['sam.sales@example.nz', { pool: 'StaffIdentity', destinationUrl: '/management' }],
};

function persona(testApp: TestApp, cookie: string | undefined): Persona {
  const call = (request: ApiCall) =>
    testApp.app.inject({
      method: request.method ?? 'GET',
      url: request.url,
      headers: {
        host: new URL(testApp.config.publicUrl).host,
        ...(cookie === undefined ? {} : { cookie }),
        ...(request.json === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(request.json === undefined ? {} : { payload: JSON.stringify(request.json) }),
    });
  return { userGuid: '', call };
}

/** Signs one person in through the real identity provider and learns their user guid. */
export async function signInPersona(
  testApp: TestApp,
  email: string,
  options: SignInOptions = {},
): Promise<Persona> {
  const { browser } = await signInThroughSession(testApp, email, options);
  const signedIn = persona(testApp, sessionCookieHeader(browser));
  const me = await signedIn.call({ url: '/api/iam/Users/me' });
  if (me.statusCode !== 200) throw new Error(`${email} is not signed in: ${me.body}`);
  return { ...signedIn, userGuid: me.json<{ data: { userGuid: string } }>().data.userGuid };
}

export function anonymousPersona(testApp: TestApp): Persona {
  return persona(testApp, undefined);
}

export async function signInPersonas(testApp: TestApp): Promise<Record<PersonaName, Persona>> {
  const entries = await Promise.all(
    Object.entries(LOG_INS).map(
      async ([name, [email, options]]) =>
        [name, await signInPersona(testApp, email, options)] as const,
    ),
  );
  return {
    anonymous: anonymousPersona(testApp),
    ...(Object.fromEntries(entries) as Record<Exclude<PersonaName, 'anonymous'>, Persona>),
  };
}

/** The envelope's data, checked against its contract. */
export function dataOf<T>(response: LightMyRequestResponse, schema: z.ZodType<T>): T {
  return schema.parse(response.json<{ data: unknown }>().data);
}

/** The envelope's message for people. */
export function messageOf(response: LightMyRequestResponse): string | null {
  return response.json<{ message: string | null }>().message;
}
