import { useState } from 'react';
import { Alert, Badge, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import type { AccountSearchResult } from '@portal/contracts';
import { ColumnHeads } from '../../../shared/ui/column-heads';
import { accountSearchQueryOptions, staffAccessLinkMutationOptions } from '../api/staff-queries';

/** The management page without a selected account: find one and open it as its customer. */
export function AccountSearch() {
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState('');
  const results = useQuery(accountSearchQueryOptions(query));
  const router = useRouter();
  const open = useMutation({
    ...staffAccessLinkMutationOptions(),
    onSuccess: async ({ url }) => {
      await router.navigate({ href: url, replace: true });
    },
  });

  return (
    <Stack gap="md">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setQuery(draft.trim());
        }}
      >
        <Group align="flex-end" gap="sm">
          <TextInput
            label="Find an account"
            description="Account number, name, email or phone number"
            value={draft}
            onChange={(event) => {
              setDraft(event.currentTarget.value);
            }}
            minLength={2}
            w={{ base: '100%', sm: 360 }}
          />
          <Button type="submit" disabled={draft.trim().length < 2}>
            Search
          </Button>
        </Group>
      </form>

      {results.isError && (
        <Alert color="red" title="Oops, something went wrong" role="alert">
          Please try again.
        </Alert>
      )}
      {open.isError && (
        <Alert color="red" title="Uh oh, something went wrong." role="alert">
          The account could not be opened. Please try again.
        </Alert>
      )}
      {results.isFetching && <Text c="dimmed">Searching…</Text>}
      {results.data !== undefined && !results.isFetching && (
        <SearchResults
          results={results.data}
          opening={open.isPending ? open.variables : undefined}
          onOpen={(accountCode) => {
            open.mutate(accountCode);
          }}
        />
      )}
    </Stack>
  );
}

function SearchResults(props: {
  results: AccountSearchResult[];
  opening: string | undefined;
  onOpen: (accountCode: string) => void;
}) {
  if (props.results.length === 0) {
    return <Text>No accounts match. Try the account number, or part of the name or email.</Text>;
  }
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped verticalSpacing="sm" aria-label="Accounts found">
        <ColumnHeads columns={['Account', 'Name', 'Owner', 'Email', { hidden: 'Actions' }]} />
        <Table.Tbody>
          {props.results.map((account) => (
            <Table.Tr key={account.accountCode}>
              <Table.Td>
                {account.accountCode}{' '}
                {account.dateCancelled !== null && (
                  <Badge color="gray" variant="light">
                    Cancelled
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>{account.accountName}</Table.Td>
              <Table.Td>{account.ownerName}</Table.Td>
              <Table.Td>{account.billingEmail ?? ''}</Table.Td>
              <Table.Td>
                <Button
                  size="xs"
                  variant="light"
                  aria-label={`Open account ${account.accountCode}`}
                  loading={props.opening === account.accountCode}
                  disabled={props.opening !== undefined}
                  onClick={() => {
                    props.onOpen(account.accountCode);
                  }}
                >
                  Open account
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
