import { Alert, Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { GroupPlanService, MobileServiceDetails } from '@portal/contracts';
import { formatPhoneNumber, GROUP_PLAN_PROMO_TEXT } from '@portal/domain';
import { LoadingSkeleton } from '../../../../shared/ui/loading-skeleton';
import { changePlanOptionsQueryOptions } from '../../plans/api/plans-queries';
import { groupPlanServicesQueryOptions } from '../api/group-plan-queries';

interface Props {
  accountCode: string;
  /** The line being managed: if it stands alone, it may be invited to join. */
  selected: MobileServiceDetails;
}

const nameOf = (entry: { serviceEntity: string; serviceEntityDescription: string | null }) =>
  entry.serviceEntityDescription ?? formatPhoneNumber(entry.serviceEntity);

/**
 * The account's group plan on the mobile home: who leads it and who shares it. A failed
 * load reads as no group, with no message (spec section 4: an empty list).
 */
export function GroupPlanSection({ accountCode, selected }: Props) {
  const group = useQuery(groupPlanServicesQueryOptions(accountCode));
  if (group.isPending) {
    return <LoadingSkeleton height={120} radius="md" label="Loading your group plan" />;
  }
  const members = group.isSuccess ? group.data : [];
  if (members.length === 0) return null;
  const inGroup = members.some((member) => member.serviceEntity === selected.serviceEntity);
  return (
    <Stack gap="sm" component="section" aria-labelledby="group-plan-heading">
      <Title order={2} size="h3" id="group-plan-heading">
        Your group plan
      </Title>
      <Text size="sm">These numbers share the group leader&apos;s data allowance.</Text>
      <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
        {members.map((member) => (
          <GroupMember key={member.serviceEntity} member={member} />
        ))}
      </Stack>
      {!inGroup && !selected.isPrepay && selected.status === 'Active' && (
        <JoinGroupPromo accountCode={accountCode} selected={selected} />
      )}
    </Stack>
  );
}

function GroupMember({ member }: { member: GroupPlanService }) {
  return (
    // Unnamed: the line cards above are the list items named by line.
    <Paper component="li" withBorder radius="md" p="sm">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <div>
          <Text fw={700}>{nameOf(member)}</Text>
          <Text size="sm">{member.planDescription}</Text>
        </div>
        <Badge color={member.role === 'Leader' ? 'teal.9' : 'gray.7'} tt="none">
          {member.role === 'Leader' ? 'Group leader' : 'Member'}
        </Badge>
      </Group>
    </Paper>
  );
}

/**
 * Spec section 9's promo, shown only where the plan filter of spec section 5 would offer the
 * line a group-member plan (the leader's plan supports it and the group has room): the
 * server answers that as groupPlansOffered.
 */
function JoinGroupPromo({ accountCode, selected }: Props) {
  const options = useQuery(changePlanOptionsQueryOptions(accountCode, selected.serviceEntity));
  if (options.data?.groupPlansOffered !== true) return null;
  return (
    <Alert
      role="note"
      color="teal"
      title={GROUP_PLAN_PROMO_TEXT}
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      <Stack gap={4} align="flex-start">
        <Text size="sm">{nameOf(selected)} could join your group plan and share its data.</Text>
        <Anchor component={Link} to="/mobile/change-plan" size="sm" fw={600}>
          See group plans for {nameOf(selected)}
        </Anchor>
      </Stack>
    </Alert>
  );
}
