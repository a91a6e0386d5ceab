// A form that edits one record in place (Settings, the booking hours): the editor opened on the
// record, the form's submit and first-error focus, and its footer (what stopped the save, Save,
// and the record's history).
import { useRef, type FormEvent } from 'react';
import { Box, Button, Card } from '@chakra-ui/react';
import { Save } from 'lucide-react';
import { SINGLE_RECORD_ID } from '../../contract/keyed-records.ts';
import type { ResourceName } from '../../contract/resource-addresses.ts';
import { ErrorSummary, errorCount, useFocusFirstError } from './error-focus.tsx';
import { HistoryPanel } from './history/history-panel.tsx';
import type { RecordKeyOf } from './record-source.ts';
import { useResourceEditor, type ResourceEditor } from './use-resource-editor.ts';

/** The record types of one record, known by SINGLE_RECORD_ID. */
type SingleRecordName = { [N in ResourceName]: RecordKeyOf<N> extends typeof SINGLE_RECORD_ID ? N : never }[ResourceName];

/** The editor of the one record of `name`, the form's ref (focused on its first error) and its submit. */
export function useSingleRecordForm<N extends SingleRecordName>(name: N, noSelection: string) {
  // The key type of a generic N is not resolved; SingleRecordName holds only those keyed by it.
  const editor = useResourceEditor(name, { noSelection, initialKey: SINGLE_RECORD_ID as RecordKeyOf<N> });
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstError(form, editor.refusals);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    editor.save();
  };
  return { editor, form, onSubmit };
}

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
