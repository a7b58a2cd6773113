import { NativeSelect, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { saveAccountCodeMutationOptions, useAccountSelection, useSessionView } from '../session';
import { useListedAccounts, type ListedAccount } from './use-listed-accounts';

/** "Ngata Bach (30000002) – cancelled": name and code, cancelled marked (ux.md). */
export function accountOptionLabel(account: ListedAccount): string {
  const name =
    account.accountName === null
      ? account.accountCode
      : `${account.accountName} (${account.accountCode})`;
  return account.dateCancelled === null ? name : `${name} – cancelled`;
}

/**
 * The header's account picker over all of the identity's accounts. Choosing one saves it
 * through the one save-account-code flow (session and this tab's store), then reruns the
 * route's guards and loaders for the new account.
 */
export function AccountPicker({ compact = false }: { compact?: boolean }) {
  const { user, accounts } = useListedAccounts();
  const { accountCode } = useAccountSelection();
  const session = useSessionView();
  const queryClient = useQueryClient();
  const router = useRouter();
  const select = useMutation({
    ...saveAccountCodeMutationOptions(queryClient),
    onSuccess: () => router.invalidate(),
  });

  if (accounts.length === 0) return null;
  const [only] = accounts;
  if (accounts.length === 1 && only !== undefined) {
    return (
      <Text size="sm" fw={600} truncate="end" maw={compact ? undefined : 280}>
        <Text span c="dimmed" size="sm">
          Account:{' '}
        </Text>
        {accountOptionLabel(only)}
      </Text>
    );
  }
  return (
    <NativeSelect
      aria-label="Account"
      size="sm"
      w={compact ? '100%' : 280}
      value={accountCode ?? ''}
      disabled={select.isPending}
      onChange={(event) => {
        const code = event.currentTarget.value;
        if (code !== '' && code !== accountCode && user !== null) {
          select.mutate({ accountCode: code, user, session });
        }
      }}
      data={[
        ...(accountCode === null ? [{ value: '', label: 'Choose an account' }] : []),
        ...accounts.map((account) => ({
          value: account.accountCode,
          label: accountOptionLabel(account),
        })),
      ]}
    />
  );
}
