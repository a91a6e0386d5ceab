// /admin/bookings/hours (docs/product/rules.md#booking): the weekly hours visitors can book, one line
// a weekday in the site's time zone, the buffer after each booking, the minimum notice and how far
// ahead. One record, like the settings: saved with its version, its history and conflicts.
import { useRef, type FormEvent } from 'react';
import { Card } from '@chakra-ui/react';
import { SINGLE_RECORD_ID } from '../../contract/keyed-records.ts';
import type { FormRow } from '../../contract/resource-definition.ts';
import { ScreenHeading } from '../admin-shell.tsx';
import { AdminPageMeta } from '../page-meta.tsx';
import { ConflictDialog } from '../editor/conflict-dialog.tsx';
import { useFocusFirstError } from '../editor/error-focus.tsx';
import { SingleRecordFooter } from '../editor/single-record-footer.tsx';
import { RecordForm } from '../editor/record/record-form.tsx';
import { RecordStatus } from '../editor/record-status.tsx';
import { useResourceEditor } from '../editor/use-resource-editor.ts';

const ROWS: readonly FormRow[] = [
  ['monday', 'tuesday'],
  ['wednesday', 'thursday'],
  ['friday', 'saturday'],
  'sunday',
  ['bufferMinutes', 'minimumNoticeHours', 'horizonWeeks'],
];

export function BookingHoursScreen() {
  const editor = useResourceEditor('bookingAvailability', { noSelection: 'No hours loaded', initialKey: SINGLE_RECORD_ID });
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstError(form, editor.refusals);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    editor.save();
  };
  return (
    <>
      <AdminPageMeta title="Booking hours" />
      <ScreenHeading title="Booking hours" description="When visitors can book a consultation: the weekly hours in the site’s time zone, a buffer, the notice and how far ahead." />
      <Card.Root>
        {editor.loadFailed || editor.loadingRecord ? (
          <RecordStatus failed={editor.loadFailed} failedText="Error loading the hours" />
        ) : (
          <form ref={form} onSubmit={onSubmit} noValidate>
            <Card.Body display="grid" gap="4">
              <RecordForm editor={editor as never} rows={ROWS} />
            </Card.Body>
            <SingleRecordFooter editor={editor} saveLabel="Save Hours" />
          </form>
        )}
      </Card.Root>
      <ConflictDialog {...editor.conflictView} />
    </>
  );
}
