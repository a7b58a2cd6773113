import { Progress, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { passwordComplexityQueryOptions } from './password-complexity';

const LABELS = ['Very weak', 'Weak', 'Fair', 'Strong', 'Very strong'] as const;
const COLOURS = ['red', 'red', 'orange', 'teal', 'green'] as const;

/**
 * The server's verdict on the password being typed, after a short pause so not every key
 * press is a call. The server's answer decides, since it also refuses common passwords.
 */
export function PasswordStrength({
  password,
  label = 'Password strength',
}: {
  password: string;
  /** Names the meter: whose password it rates. */
  label?: string;
}) {
  const [settled] = useDebouncedValue(password, 300);
  const { data } = useQuery(passwordComplexityQueryOptions(settled));
  if (password === '' || data === undefined) return null;
  const verdict = LABELS[data.score] ?? LABELS[0];
  const advice = [data.feedback.warning, ...data.feedback.suggestions].filter(
    (line): line is string => line !== null && line !== '',
  );
  return (
    <Stack gap={4} aria-live="polite" data-testid="password-strength">
      <Progress
        value={(data.score + 1) * 20}
        color={COLOURS[data.score] ?? 'red'}
        size="sm"
        aria-label={label}
      />
      <Text size="sm">
        Strength: {verdict}
        {data.isAcceptable ? '' : ' (not strong enough yet)'}
      </Text>
      {advice.map((line) => (
        <Text size="sm" c="dimmed" key={line}>
          {line}
        </Text>
      ))}
    </Stack>
  );
}
