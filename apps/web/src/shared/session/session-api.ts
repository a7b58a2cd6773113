import { z } from 'zod';
import { salesPersonSchema, sessionViewSchema, userSchema } from '@portal/contracts';
import type { PoolKey, SalesPerson, SessionView, User } from '@portal/contracts';
import { apiRequest } from '../api';

/** The session endpoint sits at /session, beside /api, not under it (ADR 004). */
const SESSION_BASE = '';

const authorizeSchema = z.object({ authorizeUrl: z.string().min(1) });
const endSessionSchema = z.object({ endSessionUrl: z.string().min(1) });

export interface SessionPatch {
  destinationUrl?: string | null;
  accountCode?: string | null;
}

export interface LoginRequest {
  destinationUrl: string | null;
  pool?: PoolKey;
}

export interface LoginCompleteRequest {
  code: string;
  state: string;
  /** The provider's issuer (RFC 9207), checked on the server against mix-up attacks. */
  iss?: string;
}

export function getSession(signal?: AbortSignal): Promise<SessionView> {
  return apiRequest({
    base: SESSION_BASE,
    path: '/session',
    schema: sessionViewSchema,
    ...(signal ? { signal } : {}),
  });
}

export function patchSession(patch: SessionPatch): Promise<SessionView> {
  return apiRequest({
    base: SESSION_BASE,
    path: '/session',
    method: 'PATCH',
    body: patch,
    schema: sessionViewSchema,
  });
}

export function deleteSession(): Promise<SessionView> {
  return apiRequest({
    base: SESSION_BASE,
    path: '/session',
    method: 'DELETE',
    schema: sessionViewSchema,
  });
}

/** Gives the identity provider's authorize URL; the caller leaves the page for it. */
export async function startLogin(request: LoginRequest): Promise<string> {
  const { authorizeUrl } = await apiRequest({
    base: SESSION_BASE,
    path: '/session/login',
    method: 'POST',
    body: request,
    schema: authorizeSchema,
  });
  return authorizeUrl;
}

export function completeLogin(request: LoginCompleteRequest): Promise<SessionView> {
  return apiRequest({
    base: SESSION_BASE,
    path: '/session/login-complete',
    method: 'POST',
    body: request,
    schema: sessionViewSchema,
  });
}

/** Ends the server's session and gives the identity provider's end-session URL. */
export async function requestLogout(): Promise<string> {
  const { endSessionUrl } = await apiRequest({
    base: SESSION_BASE,
    path: '/session/logout',
    method: 'POST',
    schema: endSessionSchema,
  });
  return endSessionUrl;
}

export function startStaffAccess(staffToken: string): Promise<SessionView> {
  return apiRequest({
    base: SESSION_BASE,
    path: '/session/staff-access',
    method: 'POST',
    body: { staffToken },
    schema: sessionViewSchema,
  });
}

export function getMe(signal?: AbortSignal): Promise<User> {
  return apiRequest({ path: '/iam/Users/me', schema: userSchema, ...(signal ? { signal } : {}) });
}

export function getSalesPerson(signal?: AbortSignal): Promise<SalesPerson> {
  return apiRequest({
    path: '/salesPeople/me',
    schema: salesPersonSchema,
    ...(signal ? { signal } : {}),
  });
}
