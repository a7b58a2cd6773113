import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  accountCodeSchema,
  alternateContactAnswerSchema,
  alternateContactRequestSchema,
  alternateContactSchema,
  declineMedicalDependencySchema,
  envelopeSchema,
  medicalDependencyAnswerSchema,
  medicalDependencyRequestSchema,
  medicalDependencySchema,
} from '@portal/contracts';
import {
  CONFIRMATION_TOO_BIG,
  CONFIRMATION_WRONG_TYPE,
  MAX_CONFIRMATION_BYTES,
} from '@portal/domain';
import { accountOwner, callerOf } from '../../auth';
import { AppError } from '../../platform/app-error';
import { ok } from '../../platform/envelope';
import { accountParams, accountRouter, refusals, zodRoutes } from '../route-kit';
import type { DomainRoutes } from '../route-kit';
import {
  alternateContactRemoved,
  getAlternateContact,
  removeAlternateContact,
  saveAlternateContact,
} from './alternate-contacts';
import {
  applyForMedicalDependency,
  decideMedicalDependency,
  getConfirmationFile,
  getMedicalDependency,
  uploadConfirmation,
} from './medical-dependencies';

const MEDICAL = '/accounts/:accountCode/power/medicalDependency';
const CONFIRMATION = `${MEDICAL}/practitionerConfirmation`;
const tags = ['power care'];
const errors = refusals(400, 401, 403, 404);
const writeErrors = { ...errors, ...refusals(409) };
/**
 * Health information is the owner's and staff's (decision 063): an authorised user who
 * only reads the account sees neither the application nor the practitioner's letter.
 */
const powerOwner = accountOwner({ feature: 'power' });
const owner = accountOwner();
const staffAccountParams = z.strictObject({ accountCode: accountCodeSchema });

const fileSchema = z.instanceof(Buffer).meta({ description: 'The file: PDF, JPEG or PNG' });

/** The uploaded file's bytes, whatever type it claims; anything else is refused in words. */
function uploadedBytes(body: unknown): Buffer {
  if (Buffer.isBuffer(body)) return body;
  throw new AppError({
    code: 'confirmation_refused',
    statusCode: body === undefined || body === null ? 400 : 415,
    title: body === undefined || body === null ? 'Bad Request' : 'Unsupported Media Type',
    message:
      body === undefined || body === null
        ? 'Please choose the confirmation file to upload.'
        : CONFIRMATION_WRONG_TYPE,
  });
}

/**
 * Medically dependent consumers and alternate contacts (issue 30, decision 063). The
 * practitioner's confirmation comes as the raw file (no multipart parser is installed):
 * any content type is read as bytes up to 5 MB and its type told from its first bytes.
 */
export const powerCareRoutes: DomainRoutes = ({ database: { db } }) => {
  return (app: FastifyInstance) => {
    app.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: MAX_CONFIRMATION_BYTES },
      (_request, body, done) => {
        done(null, body);
      },
    );
    const account = accountRouter(app, { tags, refusals: errors });
    const routes = zodRoutes(app);

    account.get(MEDICAL, {
      access: powerOwner,
      summary: "The account's medical dependency application and its status, or null",
      data: medicalDependencyAnswerSchema,
      answer: (request) => getMedicalDependency(db, request.params.accountCode),
    });
    account.post(MEDICAL, {
      access: powerOwner,
      summary: 'Apply as medically dependent on power (the declaration); pending until confirmed',
      body: medicalDependencyRequestSchema,
      data: medicalDependencySchema,
      refusals: writeErrors,
      message: 'Thank you. Your application is pending until we have checked it.',
      answer: (request) =>
        applyForMedicalDependency(
          db,
          request.params.accountCode,
          callerOf(request),
          request.body,
          new Date(),
        ),
    });

    routes.put(
      CONFIRMATION,
      {
        config: { access: powerOwner, tooLargeMessage: CONFIRMATION_TOO_BIG },
        bodyLimit: MAX_CONFIRMATION_BYTES,
        schema: {
          tags,
          summary:
            "Upload the health practitioner's confirmation (the raw file: PDF, JPEG or PNG, at most 5 MB)",
          params: accountParams,
          response: {
            200: envelopeSchema(medicalDependencySchema),
            ...refusals(400, 401, 403, 404, 409, 413, 415),
          },
        },
      },
      async (request) =>
        ok(
          await uploadConfirmation(
            db,
            request.params.accountCode,
            uploadedBytes(request.body),
            new Date(),
          ),
          { message: 'Thank you. We have the confirmation and will check it soon.' },
        ),
    );
    routes.get(
      CONFIRMATION,
      {
        config: { access: powerOwner },
        schema: {
          tags,
          summary: "Download the health practitioner's confirmation (the owner and staff only)",
          params: accountParams,
          response: { 200: fileSchema, ...errors },
        },
      },
      async (request, reply) => {
        const file = await getConfirmationFile(db, request.params.accountCode);
        const extension = file.type === 'application/pdf' ? 'pdf' : file.type.slice(6);
        return reply
          .type(file.type)
          .header(
            'content-disposition',
            `attachment; filename="practitioner-confirmation.${extension}"`,
          )
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .send(Buffer.from(file.bytes));
      },
    );

    const staff = accountRouter(app, { tags: ['staff'], refusals: writeErrors });
    staff.post('/staff/accounts/:accountCode/medicalDependency/confirm', {
      access: { kind: 'staff' },
      summary: "Confirm the account's pending medical dependency",
      params: staffAccountParams,
      data: medicalDependencySchema,
      message: 'The medical dependency is confirmed.',
      answer: (request) =>
        decideMedicalDependency(
          db,
          callerOf(request),
          request.params.accountCode,
          { confirm: true },
          new Date(),
          request.ip,
        ),
    });
    staff.post('/staff/accounts/:accountCode/medicalDependency/decline', {
      access: { kind: 'staff' },
      summary: "Decline the account's pending medical dependency, with a reason for the customer",
      params: staffAccountParams,
      body: declineMedicalDependencySchema,
      data: medicalDependencySchema,
      message: 'The application is declined and the customer can see your reason.',
      answer: (request) =>
        decideMedicalDependency(
          db,
          callerOf(request),
          request.params.accountCode,
          { confirm: false, reason: request.body.reason },
          new Date(),
          request.ip,
        ),
    });

    account.get('/accounts/:accountCode/alternateContact', {
      access: owner,
      summary: "The account's alternate contact for payment difficulty, or null",
      data: alternateContactAnswerSchema,
      answer: (request) => getAlternateContact(db, request.params.accountCode),
    });
    account.put('/accounts/:accountCode/alternateContact', {
      access: owner,
      summary: 'Nominate or change the alternate contact told when paying gets hard',
      body: alternateContactRequestSchema,
      data: alternateContactSchema,
      message: (contact) => `${contact.name} is now your alternate contact.`,
      answer: (request) =>
        saveAlternateContact(
          db,
          request.params.accountCode,
          callerOf(request),
          request.body,
          new Date(),
        ),
    });
    account.delete('/accounts/:accountCode/alternateContact', {
      access: owner,
      summary: 'Remove the alternate contact',
      data: alternateContactAnswerSchema,
      message: alternateContactRemoved,
      answer: (request) => removeAlternateContact(db, request.params.accountCode),
    });
  };
};
