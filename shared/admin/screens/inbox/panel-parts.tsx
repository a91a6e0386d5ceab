// What the inbox's lists share: a heading with its action (Export CSV, Delete all held), and what
// stands in for the rows while they load, when they fail and when there are none.
import type { ReactNode } from 'react';
import { Button, Center, Flex, Spinner, Text } from '@chakra-ui/react';
import { Download } from 'lucide-react';
import { useMutation } from '@tanstack/react-query';
import type { InboxView } from '../../../contract/inbox.ts';
import { downloadFile, todayStamp } from '../../download.ts';
import { errorText } from '../../errors.ts';
import { useNotify } from '../../toaster.tsx';

/** A list's heading and its action: Export CSV for the inbox, Delete all for what is held. */
export function PanelHeader({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Flex justify="space-between" align="center" gap="3" wrap="wrap">
      <Text as="h2" fontFamily="heading" fontSize="2xl" fontWeight="semibold">
        {title}
      </Text>
      {children}
    </Flex>
  );
}

/** Downloads a list's CSV (all of its rows, whatever the page) as jacobs-<name>-<date>.csv. */
function useCsvExport(load: () => Promise<string>, name: string) {
  const notify = useNotify();
  return useMutation({
    mutationFn: load,
    onSuccess: (csv) => downloadFile(csv, `jacobs-${name}-${todayStamp()}.csv`, 'text/csv;charset=utf-8'),
    onError: (error) => notify.error({ title: 'Error', description: errorText(error, 'Failed to export CSV') }),
  });
}

export function ExportButton({ load, name }: { load: () => Promise<string>; name: string }) {
  const exportCsv = useCsvExport(load, name);
  return (
    <Button variant="outline" colorPalette="ink" size="sm" loading={exportCsv.isPending} onClick={() => exportCsv.mutate()}>
      <Download aria-hidden /> Export CSV
    </Button>
  );
}

/** A spinner while the rows load, a line when they could not, and `emptyText` when there are none. */
export function PanelState({ loading, failed, empty, emptyText }: { loading: boolean; failed: boolean; empty: boolean; emptyText: string }) {
  if (loading)
    return (
      <Center py="10" role="status">
        <Spinner color="brand.solid" />
        <Text srOnly>Loading…</Text>
      </Center>
    );
  if (failed) return <Text color="red.700">Could not load the inbox.</Text>;
  if (empty)
    return (
      <Text color="fg.muted" textAlign="center" py="8">
        {emptyText}
      </Text>
    );
  return null;
}

/** What a list panel is given besides its rows. */
export interface PanelProps {
  view: InboxView;
  /** All of the view's rows, whatever the page. */
  total: number;
  loading: boolean;
  failed: boolean;
}
