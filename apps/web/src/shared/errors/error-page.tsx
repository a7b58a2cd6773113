import { Button, Stack, Text, Title } from '@mantine/core';
import { Link, useRouter } from '@tanstack/react-router';
import { useAppConfig } from '../config/app-config-query';
import { describeError } from './error-content';

export interface ErrorPageProps {
  status: number;
  statusText: string;
  /** The path that was not found; only for not-found errors. */
  notFoundPath?: string | undefined;
}

/** The page for any route error and for unknown paths (spec section 2, "Error page"). */
export function ErrorPage({ status, statusText, notFoundPath }: ErrorPageProps) {
  const { environment, featureFlags } = useAppConfig();
  const router = useRouter();
  const content = describeError({
    status,
    statusText,
    environment,
    variantTitle: featureFlags.errorPageVariantTitle,
    notFoundPath,
  });

  return (
    <Stack gap="md" align="flex-start" maw={560} py="xl">
      {featureFlags.errorPageEmoji && (
        <Text component="span" fz={48} lh={1} aria-hidden="true">
          {content.emoji}
        </Text>
      )}
      <Title order={1}>{content.title}</Title>
      {content.notFoundMessage && (
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {content.notFoundMessage}
        </Text>
      )}
      <div>
        {content.lines.map((line) => (
          <Text key={line}>{line}</Text>
        ))}
      </div>
      {content.action === 'dashboard' ? (
        <Button component={Link} to="/">
          {content.actionLabel}
        </Button>
      ) : (
        <Button
          onClick={() => {
            router.history.back();
          }}
        >
          {content.actionLabel}
        </Button>
      )}
    </Stack>
  );
}
