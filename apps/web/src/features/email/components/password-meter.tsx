import { Progress, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { passwordComplexityQueryOptions } from '../api/email-queries';

const VERDICTS = ['Very weak', 'Weak', 'Fair', 'Strong', 'Very strong'] as const;
const COLOURS = ['red', 'red', 'orange', 'teal', 'green'] as const;

/**
 * How the server rates the mailbox password being typed, asked after a pause in typing.
 * Saving is refused for what it calls not acceptable, so the meter says so first.
 */
export function PasswordMeter({ password }: { password: string }) {
  const [settled] = useDebouncedValue(password, 300);
  const { data } = useQuery(passwordComplexityQueryOptions(settled));
  if (password === '' || data === undefined) return null;
  const tips = [data.feedback.warning, ...data.feedback.suggestions].filter(
    (tip): tip is string => tip !== null && tip !== '',
  );
  return (
    <Stack gap={4} aria-live="polite">
      <Progress
        value={(data.score + 1) * 20}
        color={COLOURS[data.score] ?? 'red'}
        size="sm"
        aria-label="Mailbox password strength"
      />
      <Text size="sm">
        Strength: {VERDICTS[data.score] ?? VERDICTS[0]}
        {data.isAcceptable ? '' : ' (not strong enough yet)'}
      </Text>
      {tips.map((tip) => (
        <Text size="sm" c="dimmed" key={tip}>
          {tip}
        </Text>
      ))}
    </Stack>
  );
}
