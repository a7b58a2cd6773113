import { Stack } from '@mantine/core';
import type { PaymentArrangement } from '@portal/contracts';
import { TitledSection } from '../../../shared/ui/titled-section';
import { ArrangementSummary } from './arrangement-summary';

/** Earlier and other arrangements: each with its state, and why it ended when it was ended. */
export function ArrangementList(props: { arrangements: readonly PaymentArrangement[] }) {
  return (
    <TitledSection title="Your arrangements">
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {props.arrangements.map((arrangement) => (
          <li key={arrangement.arrangementId}>
            <ArrangementSummary arrangement={arrangement} />
          </li>
        ))}
      </Stack>
    </TitledSection>
  );
}
