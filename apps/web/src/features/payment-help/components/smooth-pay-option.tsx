import { Button, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { TitledSection } from '../../../shared/ui/titled-section';

/** The third way to help on "Having trouble paying?": smooth pay, on its own page. */
export function SmoothPayOption() {
  return (
    <TitledSection title="Pay the same amount each time">
      <Text size="sm" mb="sm">
        With smooth pay you pay a steady amount every week, fortnight or month, worked out from your
        last 12 months of bills, so winter bills are no bigger than summer ones. We look at the
        amount again every 4 months.
      </Text>
      <Button component={Link} to="/account/smooth-pay" variant="light" w="fit-content">
        See smooth pay
      </Button>
    </TitledSection>
  );
}
