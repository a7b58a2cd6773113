import { Button, Stack, Tabs } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { invalidateAccountData } from '../../api/invalidate-account-data';
import {
  cardPaymentsKey,
  directDebitKey,
  keptSavedCardChoice,
  recurringPaymentMethodQueryOptions,
} from '../../api/payment-queries';
import { useResumedAction } from '../../../../shared/step-up';
import { keptDirectDebitForm, type DirectDebitForm } from './direct-debit-model';
import type { SelectedAccount } from '../../../../shared/accounts';
import { CardPaymentsSetup } from './card-payments-setup';
import { CurrentMethod } from './current-method';
import { DirectDebitSetup } from './direct-debit-form';
import { SavedCardsList } from './saved-cards-list';
import { Notice } from '../../../../shared/ui/notice';
import { ViewOnlyNotice } from '../../../../shared/ui/view-only-notice';
import { TitledSection } from '../../../../shared/ui/titled-section';

/** Spec section 8: automatic payments set up by card or by direct debit (wording ours). */
export const SET_UP_MESSAGES = {
  directDebit: 'Automatic payments are set up by direct debit.',
  card: 'Automatic payments are set up by card.',
} as const;

/** The current method, setting up direct debit or a card, and the saved cards. */
export function PaymentMethod({ account, canChange }: SelectedAccount) {
  const { accountCode } = account;
  const queryClient = useQueryClient();
  const [done, setDone] = useState<string | null>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  const method = useQuery(recurringPaymentMethodQueryOptions(accountCode));
  // Someone already paying automatically sees how, and opens the form only to change it.
  const automatic = method.data !== undefined && method.data.recurringPaymentType !== 'Manual';
  const [changing, setChanging] = useState(false);
  // Back from signing in again to set up direct debit: the form, filled in, to send it.
  const [keptDirectDebit, setKeptDirectDebit] = useState<DirectDebitForm | null>(null);
  useResumedAction(directDebitKey(accountCode), (kept) => {
    const form = keptDirectDebitForm(kept);
    if (form === null) return;
    setKeptDirectDebit(form);
    setChanging(true);
  });
  // … or to pay them by a saved card: the card tab, with that card chosen.
  const [keptCardId, setKeptCardId] = useState<string | null>(null);
  useResumedAction(cardPaymentsKey(accountCode), (kept) => {
    const cardId = keptSavedCardChoice(kept);
    if (cardId === null) return;
    setKeptCardId(cardId);
    setChanging(true);
  });
  const setUpRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (changing) setUpRef.current?.focus();
  }, [changing]);
  // The form ends far below the message on a phone: bring the message (and focus) to it.
  useEffect(() => {
    if (done === null) return;
    doneRef.current?.scrollIntoView({ block: 'center' });
    doneRef.current?.focus();
  }, [done]);
  const finished = (message: string) => () => {
    setKeptDirectDebit(null);
    setKeptCardId(null);
    setDone(message);
    setChanging(false);
    void invalidateAccountData(queryClient, accountCode);
  };

  return (
    <Stack gap="lg">
      {done !== null && (
        <Notice
          ref={doneRef}
          tabIndex={-1}
          color="green"
          role="status"
          title="All set"
          withCloseButton
          onClose={() => {
            setDone(null);
          }}
          closeButtonLabel="Dismiss"
        >
          {done}
        </Notice>
      )}
      <CurrentMethod
        accountCode={accountCode}
        action={
          canChange && automatic && !changing ? (
            <Button
              variant="default"
              aria-label="Change how you pay"
              onClick={() => {
                setChanging(true);
              }}
            >
              Change
            </Button>
          ) : undefined
        }
      />
      {!canChange ? (
        <ViewOnlyNotice unavailable="change how this account's bills are paid" />
      ) : method.isPending ? null : automatic && !changing ? null : (
        <TitledSection
          title={changing ? 'Change how you pay' : 'Pay your bills automatically'}
          titleRef={setUpRef}
        >
          <Tabs
            // Opened again on the card tab when a card choice came back (a new mount).
            key={keptCardId === null ? 'direct-debit' : 'card'}
            defaultValue={keptCardId === null ? 'direct-debit' : 'card'}
            keepMounted={false}
          >
            <Tabs.List mb="md">
              <Tabs.Tab value="direct-debit">Direct debit</Tabs.Tab>
              <Tabs.Tab value="card">Card</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="direct-debit">
              <DirectDebitSetup
                accountCode={accountCode}
                billFrequency={account.billCycle.billFrequency}
                onDone={finished(SET_UP_MESSAGES.directDebit)}
                kept={keptDirectDebit}
              />
            </Tabs.Panel>
            <Tabs.Panel value="card">
              <CardPaymentsSetup
                account={account}
                onDone={finished(SET_UP_MESSAGES.card)}
                keptCardId={keptCardId}
              />
            </Tabs.Panel>
          </Tabs>
          {changing && (
            <Button
              variant="subtle"
              mt="md"
              onClick={() => {
                setKeptDirectDebit(null);
                setKeptCardId(null);
                setChanging(false);
              }}
            >
              Keep how I pay now
            </Button>
          )}
        </TitledSection>
      )}
      <SavedCardsList accountCode={accountCode} canChange={canChange} />
    </Stack>
  );
}
