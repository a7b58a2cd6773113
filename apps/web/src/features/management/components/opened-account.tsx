import {
  Alert,
  Badge,
  Button,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { accountQueryOptions } from '../../../shared/accounts';
import { PendingOrders } from '../../../shared/orders';
import { accountUsersQueryOptions, pendingUsersQueryOptions } from '../../../shared/people';
import { LoadingSkeleton } from '../../../shared/ui/loading-skeleton';
import { AuditTrail } from './audit-trail';

function AccountSummary({ accountCode }: { accountCode: string }) {
  const account = useQuery(accountQueryOptions(accountCode));
  if (account.isPending) return <LoadingSkeleton label="Loading the account" height={120} />;
  if (account.isError) {
    return (
      <Alert color="red" title="Oops, something went wrong" role="alert">
        Please try again.
      </Alert>
    );
  }
  const { data } = account;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="opened-account-title">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={2} size="h3" id="opened-account-title">
            {data.accountName} ({data.accountCode})
          </Title>
          <Text>Owner: {data.accountOwner.name}</Text>
          {data.billingEmail !== null && <Text>Email: {data.billingEmail}</Text>}
          {data.billingPhoneNumber !== null && <Text>Phone: {data.billingPhoneNumber}</Text>}
        </div>
        {data.dateCancelled !== null && (
          <Badge color="gray" variant="light">
            Cancelled
          </Badge>
        )}
      </Group>
    </Paper>
  );
}

function People({ accountCode }: { accountCode: string }) {
  const users = useQuery(accountUsersQueryOptions(accountCode));
  const pending = useQuery(pendingUsersQueryOptions(accountCode));
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="opened-people-title">
      <Title order={2} size="h3" id="opened-people-title">
        People
      </Title>
      {users.isPending && <LoadingSkeleton label="Loading the people" height={60} />}
      <List>
        {(users.data ?? []).map((user) => (
          <List.Item key={user.userGuid}>
            {user.firstName} {user.lastName} ({user.email}) – {user.roles.join(', ')}
          </List.Item>
        ))}
        {(pending.data ?? []).map((user) => (
          <List.Item key={user.id}>
            {user.firstName} {user.lastName} ({user.email}) – invited
          </List.Item>
        ))}
      </List>
    </Paper>
  );
}

/** The management page with an account open: staff tools for that account. */
export function OpenedAccount({ accountCode }: { accountCode: string }) {
  return (
    <Stack gap="md">
      <Group>
        <Button component={Link} to="/">
          Open as the customer sees it
        </Button>
      </Group>
      <AccountSummary accountCode={accountCode} />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <People accountCode={accountCode} />
        <PendingOrders accountCode={accountCode} title="Pending orders" />
      </SimpleGrid>
      <AuditTrail accountCode={accountCode} />
    </Stack>
  );
}
