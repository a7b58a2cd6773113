import { sql } from 'drizzle-orm';
import { check, customType, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { timestamptz } from './columns';

/** Raw bytes: the practitioner's confirmation is kept in the database, the one store. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/**
 * An account's medical dependency application (issue 30, decision 063): the owner's
 * declaration and the health practitioner's confirmation (a PDF, JPEG or PNG of at most
 * 5 MB). Pending until staff confirm it or decline it with a reason. One per account: a
 * new application after a decline replaces the declined one.
 */
export const medicalDependencies = pgTable(
  'medical_dependencies',
  {
    accountCode: text('account_code')
      .primaryKey()
      .references(() => accounts.accountCode, { onDelete: 'cascade' }),
    dependentName: text('dependent_name').notNull(),
    need: text('need').notNull(),
    contactPhone: text('contact_phone').notNull(),
    /** The owner, or the staff member who applied for them (staff are not identities). */
    declaredBy: uuid('declared_by'),
    declaredAt: timestamptz('declared_at').notNull(),
    state: text('state').notNull().default('pending'),
    confirmation: bytea('confirmation'),
    confirmationType: text('confirmation_type'),
    confirmationSize: integer('confirmation_size'),
    confirmationUploadedAt: timestamptz('confirmation_uploaded_at'),
    decidedBy: uuid('decided_by'),
    decidedAt: timestamptz('decided_at'),
    declineReason: text('decline_reason'),
  },
  (t) => [
    check('medical_dependencies_state_ck', sql`${t.state} in ('pending', 'confirmed', 'declined')`),
    check(
      'medical_dependencies_confirmation_size_ck',
      sql`${t.confirmationSize} is null or ${t.confirmationSize} <= 5242880`,
    ),
  ],
);

/**
 * The person an account's owner nominates to be told, alongside them, when paying gets
 * hard (Part 11A's alternate contact). They said yes: the owner confirms it when nominating.
 */
export const alternateContacts = pgTable(
  'alternate_contacts',
  {
    accountCode: text('account_code')
      .primaryKey()
      .references(() => accounts.accountCode, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    relationship: text('relationship').notNull(),
    email: text('email'),
    mobileNumber: text('mobile_number'),
    consentConfirmedAt: timestamptz('consent_confirmed_at').notNull(),
    nominatedBy: uuid('nominated_by'),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [
    check(
      'alternate_contacts_reachable_ck',
      sql`${t.email} is not null or ${t.mobileNumber} is not null`,
    ),
  ],
);
