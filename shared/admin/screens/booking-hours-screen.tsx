// /admin/bookings/hours (docs/product/rules.md#booking): the weekly hours visitors can book, one line
// a weekday in the site's time zone, the buffer after each booking, the minimum notice and how far
// ahead. One record, like the settings: saved with its version, its history and conflicts.
import { Card } from '@chakra-ui/react';
import type { FormRow } from '../../contract/resource-definition.ts';
import { ScreenHeading } from '../admin-shell.tsx';
import { AdminPageMeta } from '../page-meta.tsx';
import { ConflictDialog } from '../editor/conflict-dialog.tsx';
import { SingleRecordFooter, useSingleRecordForm } from '../editor/single-record-form.tsx';
import { RecordForm } from '../editor/record/record-form.tsx';
import { RecordStatus } from '../editor/record-status.tsx';

const ROWS: readonly FormRow[] = [
  ['monday', 'tuesday'],
  ['wednesday', 'thursday'],
  ['friday', 'saturday'],
  'sunday',
  ['bufferMinutes', 'minimumNoticeHours', 'horizonWeeks'],
];

export function BookingHoursScreen() {
  const { editor, form, onSubmit } = useSingleRecordForm('bookingAvailability', 'No hours loaded');
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
