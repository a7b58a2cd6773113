import type { FastifyInstance } from 'fastify';
import {
  inboxReadSchema,
  inboxSchema,
  notificationPreferencesSchema,
  notificationPreferencesUpdateSchema,
} from '@portal/contracts';
import { callerOf } from '../../auth';
import { accountRouter, anyHolder, ownerOnly, refusals } from '../route-kit';
import type { DomainRoutes } from '../route-kit';
import { findInbox, markInboxRead } from './inbox';
import { findNotificationPreferences, saveNotificationPreferences } from './preferences';

const errors = refusals(400, 401, 403, 404);
const tags = ['notifications'];

/** The preference centre (/account/notifications) and the header's bell (issue 28). */
export const notificationRoutes: DomainRoutes = ({ database: { db } }) => {
  return (app: FastifyInstance) => {
    const account = accountRouter(app, { tags, refusals: errors });
    account.get('/accounts/:accountCode/notificationPreferences', {
      access: anyHolder,
      summary: 'What the account is told, by which channel, and who else gets usage alerts',
      data: notificationPreferencesSchema,
      answer: (request) => findNotificationPreferences(db, request.params.accountCode),
    });
    account.put('/accounts/:accountCode/notificationPreferences', {
      access: ownerOnly,
      summary: 'Save what the account is told, the extra recipients and the own data level',
      body: notificationPreferencesUpdateSchema,
      data: notificationPreferencesSchema,
      message: 'Your notification settings have been saved.',
      answer: (request) =>
        saveNotificationPreferences(db, request.params.accountCode, request.body),
    });
    account.get('/accounts/:accountCode/inbox', {
      access: anyHolder,
      summary: 'The newest notices of the account for the bell, read or not by the caller',
      data: inboxSchema,
      answer: (request) => findInbox(db, request.params.accountCode, callerOf(request).userGuid),
    });
    account.post('/accounts/:accountCode/inbox/read', {
      access: anyHolder,
      summary: 'Mark the caller’s notices read up to the newest the bell showed',
      body: inboxReadSchema,
      data: inboxSchema,
      answer: (request) =>
        markInboxRead(
          db,
          request.params.accountCode,
          callerOf(request).userGuid,
          request.body.upToId,
        ),
    });
  };
};
