import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { DataUsage } from '@portal/contracts';
import { formatDataVolume } from '@portal/domain';

/** Whom the categories count, said where a total is shown beside this number's own. */
export const CATEGORIES_COUNT_TEXT: Readonly<Record<DataUsage['categoriesCount'], string>> = {
  line: 'These figures count this number alone.',
  sharedPool: 'These figures count everyone sharing this number’s data pool, this number included.',
};

const USED_BY: Readonly<Record<DataUsage['categoriesCount'], string>> = {
  line: 'on this number',
  sharedPool: 'by everyone sharing',
};

/**
 * The five usage categories in the spec's words; unlimited data has nothing to count down.
 * Total Used says whose use it is, since the chart above counts this number only.
 */
export function DataCategories({
  categories,
  categoriesCount,
}: Pick<DataUsage, 'categories' | 'categoriesCount'>) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="sm" component="dl" m={0}>
      {categories.map((item) => (
        <Paper key={item.category} withBorder p="sm" radius="md">
          <Text component="dt" size="sm" c="dimmed">
            {item.category}
            {item.category === 'Total Used' && ` ${USED_BY[categoriesCount]}`}
          </Text>
          <Text component="dd" m={0} fw={700} size="lg">
            {item.bytes === null ? 'Unlimited' : formatDataVolume(item.bytes)}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
