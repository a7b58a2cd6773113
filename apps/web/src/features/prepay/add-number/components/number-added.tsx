import { Button, Group, Text } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { formatPhoneNumber } from '@portal/domain';
import { Notice } from '../../../../shared/ui/notice';
import type { AddedNumber } from '../hooks/use-add-number-flow';

/**
 * The number and its account are now on the identity. Going to it selects its account and
 * line through the kept query parameters (spec section 2, guard 2).
 */
export function NumberAdded({
  added,
  onAddAnother,
}: {
  added: AddedNumber;
  onAddAnother: () => void;
}) {
  const router = useRouter();
  const notice = useRef<HTMLDivElement>(null);
  const number = formatPhoneNumber(added.mobileNumber);

  useEffect(() => {
    notice.current?.focus();
  }, []);

  const params = new URLSearchParams({
    accountCode: added.accountCode,
    serviceEntity: added.mobileNumber,
  });
  return (
    <Notice ref={notice} tabIndex={-1} color="green" title="Number added" role="status">
      <Text size="sm" mb="md">
        {number} is now on your login, with its account {added.accountCode}. You can top it up and
        see its spend history here.
      </Text>
      <Group gap="sm">
        <Button
          onClick={() => {
            void router.navigate({ href: `/mobile?${params.toString()}` });
          }}
        >
          Go to {number}
        </Button>
        <Button variant="default" onClick={onAddAnother}>
          Add another number
        </Button>
      </Group>
    </Notice>
  );
}
