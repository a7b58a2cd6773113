import { Button, Group, Radio, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { addDays, consumptionRangeProblem } from '@portal/domain';
import { DateRangeFields, datesMissing } from '../../../shared/ui/date-range-fields';
import { usageFileUrl, type UsageFileFormat } from '../api/consumption-queries';

/** Where a chosen file is fetched: the browser downloads the attachment in place. */
const fetchFile = (url: string) => {
  window.location.assign(url);
};

/**
 * "Download your usage": any range of up to 24 months, as the industry's consumption file
 * (EIEP13A) or a plain CSV. The range is checked here by the same rule the server applies.
 */
export function UsageDownload({
  accountCode,
  icp,
  today,
  download = fetchFile,
}: {
  accountCode: string;
  icp: string;
  today: string;
  download?: (url: string) => void;
}) {
  const [from, setFrom] = useState(addDays(today, -364));
  const [to, setTo] = useState(today);
  const [format, setFormat] = useState<UsageFileFormat>('eiep13a');
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      aria-label="Download your usage"
      onSubmit={(event) => {
        event.preventDefault();
        const problem = datesMissing(from, to) ?? consumptionRangeProblem(from, to);
        setError(problem ?? null);
        if (problem === undefined) download(usageFileUrl(accountCode, format, { icp, from, to }));
      }}
    >
      <Stack gap="sm">
        <Text size="sm">
          Your power use for any dates up to 24 months apart, every half-hour where your meter
          records them. Estimated reads are marked.
        </Text>
        <DateRangeFields from={from} to={to} onFrom={setFrom} onTo={setTo} error={error} />
        <Radio.Group
          label="Format"
          value={format}
          onChange={(value) => {
            setFormat(value === 'csv' ? 'csv' : 'eiep13a');
          }}
        >
          <Stack gap={6} mt={4}>
            <Radio value="eiep13a" label="EIEP13A (the industry's consumption file)" />
            <Radio value="csv" label="CSV (for a spreadsheet)" />
          </Stack>
        </Radio.Group>
        <Group>
          <Button type="submit" leftSection={<IconDownload size={18} aria-hidden="true" />}>
            Download your usage
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
