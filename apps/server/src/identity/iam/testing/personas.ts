import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../../../test/build-app';
import type { z } from 'zod';
import { signInThroughSession, type SignInOptions } from '../../../test/sign-in-through-session';

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

/** Signs one person in through the real identity provider and learns their user guid. */
export async function signInPersona(
  testApp: TestApp,
  email: string,
  options: SignInOptions = {},
): Promise<Persona> {
  const { browser } = await signInThroughSession(testApp, email, options);
  const call = (request: ApiCall) => browser.request(request);
  const me = await call({ url: '/api/iam/Users/me' });
  if (me.statusCode !== 200) throw new Error(`${email} is not signed in: ${me.body}`);
  return { call, userGuid: me.json<{ data: { userGuid: string } }>().data.userGuid };
}

/** The envelope's data, checked against its contract. */
export function dataOf<T>(response: LightMyRequestResponse, schema: z.ZodType<T>): T {
  return schema.parse(response.json<{ data: unknown }>().data);
}

/** The envelope's message for people. */
export function messageOf(response: LightMyRequestResponse): string | null {
  return response.json<{ message: string | null }>().message;
}
