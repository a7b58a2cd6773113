import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { InvoiceServiceGroup } from '@portal/contracts';
import { formatNzd } from '@portal/domain';

interface Props {
  groups: readonly InvoiceServiceGroup[];
  /** The account's GST view: amounts with GST, or without it and marked so. */
  inclusive: boolean;
  /** The level of each service's heading under the page's own headings. */
  headingOrder?: 2 | 3;
}

/** A bill's lines, one card per service with its subtotal, in the account's GST view. */
export function InvoiceGroups({ groups, inclusive, headingOrder = 2 }: Props) {
  const amount = (incl: number, excl: number) => formatNzd(inclusive ? incl : excl);
  const suffix = inclusive ? '' : ' excl. GST';
  if (groups.length === 0) {
    return <Text>This bill has no charges.</Text>;
  }
  return (
    <Stack gap="md">
      {groups.map((group) => (
        <Card
          key={`${group.serviceGroup}-${group.serviceEntity ?? ''}`}
          withBorder
          padding="md"
          component="section"
          aria-label={group.title}
        >
          <Title order={headingOrder} size="h4" mb="xs">
            {group.title}
          </Title>
          <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {group.lines.map((line, index) => (
              <Group component="li" key={index} justify="space-between" wrap="nowrap" gap="sm">
                <div>
                  <Text size="sm">{line.description}</Text>
                  {line.quantity !== null && (
                    <Text size="xs" c="dimmed">
                      {line.quantity}
                    </Text>
                  )}
                </div>
                <Text size="sm" ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {amount(line.amountIncludingGst, line.amountExcludingGst)}
                  {suffix}
                </Text>
              </Group>
            ))}
          </Stack>
          <Group
            justify="space-between"
            mt="sm"
            pt="xs"
            style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
          >
            <Text fw={700} size="sm">
              Subtotal
            </Text>
            <Text fw={700} size="sm">
              {amount(group.subtotalIncludingGst, group.subtotalExcludingGst)}
              {suffix}
            </Text>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
