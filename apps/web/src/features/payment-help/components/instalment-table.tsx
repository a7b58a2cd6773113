import { Badge, Table } from '@mantine/core';
import type { ArrangementInstalment } from '@portal/contracts';
import { formatDate, formatNzd } from '@portal/domain';

const STATE: Record<ArrangementInstalment['state'], { label: string; color: string }> = {
  paid: { label: 'Paid', color: 'green' },
  due: { label: 'Due', color: 'orange' },
  missed: { label: 'Missed', color: 'red' },
};

/**
 * A plan's instalments with their dates and amounts; `state` shows paid, due or missed
 * (a preview before the plan is set up has none).
 */
export function InstalmentTable(props: {
  instalments: readonly (Omit<ArrangementInstalment, 'state'> & {
    state?: ArrangementInstalment['state'];
  })[];
  label: string;
}) {
  const withState = props.instalments.some((instalment) => instalment.state !== undefined);
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table striped verticalSpacing="xs" aria-label={props.label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Instalment</Table.Th>
            <Table.Th scope="col">Date</Table.Th>
            <Table.Th scope="col" ta="right">
              Amount
            </Table.Th>
            {withState && <Table.Th scope="col">Status</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.instalments.map((instalment) => (
            <Table.Tr key={instalment.number}>
              <Table.Td>{instalment.number}</Table.Td>
              <Table.Td>{formatDate(instalment.dueDate)}</Table.Td>
              <Table.Td ta="right">{formatNzd(instalment.amount)}</Table.Td>
              {withState && (
                <Table.Td>
                  {instalment.state !== undefined && (
                    <Badge variant="dot" color={STATE[instalment.state].color} tt="none">
                      {STATE[instalment.state].label}
                    </Badge>
                  )}
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
