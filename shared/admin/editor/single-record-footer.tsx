// The footer of a form that edits one record in place (Settings, the booking hours): what stopped
// the save, Save, and the record's history.
import { Box, Button, Card } from '@chakra-ui/react';
import { Save } from 'lucide-react';
import type { ResourceName } from '../../contract/resource-addresses.ts';
import { ErrorSummary, errorCount } from './error-focus.tsx';
import { HistoryPanel } from './history/history-panel.tsx';
import type { ResourceEditor } from './use-resource-editor.ts';

export function SingleRecordFooter<N extends ResourceName>({ editor, saveLabel }: { editor: ResourceEditor<N>; saveLabel: string }) {
  return (
    <Card.Footer gap="3" flexWrap="wrap">
      {errorCount(editor.errors) > 0 && (
        <Box flexBasis="100%">
          <ErrorSummary errors={editor.errors} />
        </Box>
      )}
      <Button type="submit" colorPalette="brand" loading={editor.saving} loadingText="Saving...">
        <Save aria-hidden /> {saveLabel}
      </Button>
      <HistoryPanel editor={editor} />
    </Card.Footer>
  );
}
