import { Card, Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useAppConfig } from '../../../shared/config/app-config-query';
import { mainNavItems } from '../../../shared/navigation/nav-items';
import { PlaceholderPage } from '../../../shared/page/placeholder-page';

/**
 * 'My Dashboard'. Until account summaries land, it says so and offers the main sections
 * as cards, so a person can still get to what they came for in one tap.
 */
export function DashboardPage() {
  const { brand } = useAppConfig();
  const sections = mainNavItems(brand).filter((item) => item.key !== 'dashboard');
  return (
    <>
      <PlaceholderPage routeKey="dashboard" />
      <SimpleGrid
        cols={{ base: 1, xs: 2, md: 3 }}
        mt="lg"
        component="ul"
        p={0}
        style={{ listStyle: 'none' }}
      >
        {sections.map((section) => (
          <li key={section.key}>
            <Card component={Link} to={section.path} withBorder padding="md" h="100%">
              <Group gap="sm" wrap="nowrap" mb={4}>
                <ThemeIcon variant="light" size="lg" aria-hidden="true">
                  <section.icon size={20} stroke={1.6} />
                </ThemeIcon>
                <Text fw={700}>{section.label}</Text>
              </Group>
              <Text size="sm" c="dimmed">
                {section.description}
              </Text>
            </Card>
          </li>
        ))}
      </SimpleGrid>
    </>
  );
}
