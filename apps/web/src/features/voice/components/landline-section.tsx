import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { formatPhoneNumber, voiceFeaturesOnText, voiceTypeName } from '@portal/domain';
import { voiceServicesQueryOptions } from '../api/voice-queries';
import { LoadingSkeleton } from '../../../shared/ui/loading-skeleton';

/** The landline on the broadband home: number, voice plan and what is switched on. */
export function LandlineSection({ accountCode }: { accountCode: string }) {
  const query = useQuery(voiceServicesQueryOptions(accountCode));
  return (
    <section aria-labelledby="landline-heading">
      <Title order={2} id="landline-heading" mb="xs">
        Landline
      </Title>
      {query.isPending ? (
        <LoadingSkeleton height={100} label="Loading your landline" />
      ) : query.isError ? (
        <Text c="red.8">Your landline could not be loaded. Try reloading the page.</Text>
      ) : query.data.length === 0 ? (
        <Text c="dimmed">No landline: your broadband has no voice plan.</Text>
      ) : (
        <Stack gap="md">
          {query.data.map((landline) => {
            return (
              <Paper key={landline.id} withBorder radius="md" p="lg">
                <Stack gap="xs">
                  <Text fw={700} fz="lg">
                    {formatPhoneNumber(landline.landlineNumber)}
                  </Text>
                  <Text>
                    Voice plan: {landline.planName} ({voiceTypeName(landline.voiceType)})
                  </Text>
                  <Text size="sm">Features on: {voiceFeaturesOnText(landline.features)}</Text>
                  <Group gap="lg">
                    <Anchor component={Link} to="/broadband/change-voice-plan" fw={600}>
                      Change voice plan
                    </Anchor>
                    <Anchor component={Link} to="/voice/voice-features" fw={600}>
                      Manage voice features
                    </Anchor>
                  </Group>
                </Stack>
              </Paper>
            );
          })}
        </Stack>
      )}
    </section>
  );
}
