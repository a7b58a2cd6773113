import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { UsageCategoryAmount } from '@portal/contracts';
import { formatDataVolume } from '@portal/domain';

/** The five usage categories in the spec's words; unlimited data has nothing to count down. */
export function DataCategories({ categories }: { categories: UsageCategoryAmount[] }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="sm" component="dl" m={0}>
      {categories.map((item) => (
        <Paper key={item.category} withBorder p="sm" radius="md">
          <Text component="dt" size="sm" c="dimmed">
            {item.category}
          </Text>
          <Text component="dd" m={0} fw={700} size="lg">
            {item.bytes === null ? 'Unlimited' : formatDataVolume(item.bytes)}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
