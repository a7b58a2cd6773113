import { Table, Text } from '@mantine/core';
import type { PowerPlan } from '@portal/contracts';
import { gstNote, rateName, rateText } from '../power-format';
import { ColumnHeads } from '../../../shared/ui/column-heads';

/** A plan's rates in the account's GST view. */
export function PlanRates({ plan, inclusive }: { plan: PowerPlan; inclusive: boolean }) {
  return (
    <>
      <Table withTableBorder maw={480}>
        <Table.Caption>{`${plan.name} rates. ${gstNote(inclusive)}`}</Table.Caption>
        <ColumnHeads columns={['Rate', 'Price']} />
        <Table.Tbody>
          {plan.rates.map((rate) => (
            <Table.Tr key={rate.rateType}>
              <Table.Th scope="row" fw={400}>
                {rateName(rate)}
              </Table.Th>
              <Table.Td>{rateText(rate, inclusive)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {plan.rates.length === 0 && <Text size="sm">This plan has no rates listed.</Text>}
    </>
  );
}
