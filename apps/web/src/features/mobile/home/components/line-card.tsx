import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { MobileServiceDetails } from '@portal/contracts';
import { formatPhoneNumber } from '@portal/domain';
import { AnchorLink } from '../../../../shared/ui/anchor-link';
import type { LineAction } from './line-actions';
import { allowanceText, lineStatus } from './line-summary';

interface LineCardProps {
  line: MobileServiceDetails;
  /** The pages this person may open for the line (lineActions). */
  actions: readonly LineAction[];
  selected: boolean;
  onSelect: () => void;
}

/**
 * One line of the account: custom name, number, plan, status and allowance left, and links
 * to what can be done with it. Each link names the number, so the page opens on it (the
 * serviceEntity parameter selects the connection, spec section 2).
 */
export function LineCard({ line, actions, selected, onSelect }: LineCardProps) {
  const number = formatPhoneNumber(line.serviceEntity);
  const name = line.serviceEntityDescription ?? number;
  const status = lineStatus(line);
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="li"
      aria-label={name}
      style={
        selected
          ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 }
          : undefined
      }
    >
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div>
            <Text fw={700}>{name}</Text>
            {line.serviceEntityDescription !== null && <Text size="sm">{number}</Text>}
          </div>
          <Badge
            variant="dot"
            tt="none"
            size="md"
            color={status === 'Active' ? 'green' : status === 'Paused' ? 'yellow' : 'gray'}
          >
            {status}
          </Badge>
        </Group>
        <Text size="sm">{line.planDescription ?? 'No plan'}</Text>
        <Text size="sm" c="dimmed">
          {allowanceText(line)}
        </Text>
        {line.simBlocked && (
          <Text size="sm" c="red.8" fw={600}>
            SIM blocked
          </Text>
        )}
        <Group
          component="ul"
          gap="md"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
          aria-label={`Pages for ${number}`}
        >
          {actions.map((action) => (
            <li key={action.to}>
              <AnchorLink
                to={action.to}
                search={{ serviceEntity: line.serviceEntity }}
                size="sm"
                fw={600}
                // Named with the number: every line has its own "Usage" link.
                aria-label={`${action.label} for ${number}`}
                // At least 24 px tall, to be easy to tap.
                style={{ display: 'inline-block', paddingBlock: 2 }}
              >
                {action.label}
              </AnchorLink>
            </li>
          ))}
        </Group>
        <Group justify="flex-end">
          <Button
            size="xs"
            variant={selected ? 'filled' : 'light'}
            aria-pressed={selected}
            onClick={onSelect}
            // A toggle keeps its name; aria-pressed and the filled look say it is on. The
            // visible word starts the name (WCAG 2.5.3), the number tells the lines apart.
            aria-label={`Manage ${name}`}
          >
            Manage
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
