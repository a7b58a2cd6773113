import { Button } from '@mantine/core';

/**
 * The Remove button beside one item of a list. Its visible word is just "Remove"; its
 * accessible name says which item ("Remove Aroha Ngata"), as a list of them needs.
 */
export function RemoveButton({ what, onClick }: { what: string; onClick: () => void }) {
  return (
    <Button variant="default" size="sm" aria-label={`Remove ${what}`} onClick={onClick}>
      Remove
    </Button>
  );
}
