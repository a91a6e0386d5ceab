// /admin/settings (docs/product/routes.md#admin-screens): the site's contact details, where Book buttons lead and the
// time zone, booking's calendar feed and invitations, the admin password, the preview links sent so
// far, and a database backup.
import { useState, type FormEvent, type ReactNode } from 'react';
import { Box, Button, Card, Grid, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Download, KeyRound, Link2Off } from 'lucide-react';
import { useMutation } from '@tanstack/react-query';
import { passwordChangeInput } from '../../contract/auth.ts';
import { PREVIEW_LINK_DAYS } from '../../contract/preview.ts';
import { useApiClient } from '../api-client-context.tsx';
import { LazyConfirmDialog } from '../lazy-confirm-dialog.tsx';
import { ScreenHeading } from '../admin-shell.tsx';
import { downloadFile, todayStamp } from '../download.ts';
import { errorText, fieldErrorsOf } from '../errors.ts';
import { AdminPageMeta } from '../page-meta.tsx';
import { useNotify } from '../toaster.tsx';
import { ConflictDialog } from '../editor/conflict-dialog.tsx';
import { SingleRecordFooter, useSingleRecordForm } from '../editor/single-record-form.tsx';
import { RecordStatus } from '../editor/record-status.tsx';
import { SelectField, TextField } from '../editor/form-controls.tsx';
import { validateWith } from '../editor/form-values.ts';
import { BookingCard } from './settings/booking-card.tsx';
import { NotificationsCard } from './settings/notifications-card.tsx';
import { RoomPhotosCard } from './settings/room-photos-card.tsx';

/** The site's settings in the order the form shows them (their labels and rules: the resource table). */
const SITE_FIELDS = ['companyName', 'tagline', 'email', 'phone', 'city', 'openingHours'] as const;

export function SettingsScreen() {
  return (
    <>
      <AdminPageMeta title="Settings" />
      <ScreenHeading title="Settings" description="Contact details shown on the public site, booking, the admin password and backups." />
      <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap="6" alignItems="start">
        <SiteSettingsCard />
        <Stack gap="6">
          <BookingCard />
          <NotificationsCard />
          <RoomPhotosCard />
          <PasswordCard />
          <PreviewLinksCard />
          <BackupCard />
        </Stack>
      </Grid>
    </>
  );
}

function SiteSettingsCard() {
  const { editor, form, onSubmit } = useSingleRecordForm('settings', 'No settings loaded');

  return (
    <SettingsCard id="site-settings-title" title="Site Settings" description="Read by the contact page, the footer and the structured data search engines see.">
      {editor.loadFailed || editor.loadingRecord ? (
        <RecordStatus failed={editor.loadFailed} failedText="Error loading settings" />
      ) : (
        <form ref={form} onSubmit={onSubmit} noValidate>
          <Card.Body>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              {SITE_FIELDS.map((name) => (
                <TextField key={name} {...editor.bind.text(name)} />
              ))}
            </SimpleGrid>
            <FormPart id="address-title" title="Address">
              <Stack gap="4">
                <TextField {...editor.bind.text('streetAddress')} autoComplete="street-address" />
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                  <TextField {...editor.bind.text('postalCode')} autoComplete="postal-code" />
                  <TextField {...editor.bind.text('addressNote')} />
                </SimpleGrid>
              </Stack>
            </FormPart>
            <FormPart id="booking-settings-title" title="Booking">
              <Stack gap="4">
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                  <SelectField {...editor.bind.choice('bookingMode')} />
                  <SelectField {...editor.bind.choice('timeZone')} />
                </SimpleGrid>
                <TextField {...editor.bind.text('bookingUrl')} />
              </Stack>
            </FormPart>
            <FormPart id="new-leads-title" title="New leads">
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <TextField {...editor.bind.text('notificationEmail')} autoComplete="email" />
              </SimpleGrid>
            </FormPart>
          </Card.Body>
          <SingleRecordFooter editor={editor} saveLabel="Save Settings" />
        </form>
      )}
      <ConflictDialog {...editor.conflictView} />
    </SettingsCard>
  );
}

function PasswordCard() {
  const client = useApiClient();
  const notify = useNotify();
  const [values, setValues] = useState({ currentPassword: '', newPassword: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});

  const change = useMutation({
    mutationFn: () => client.call('changePassword', { body: { currentPassword: values.currentPassword, newPassword: values.newPassword } }),
    onSuccess: () => {
      setValues({ currentPassword: '', newPassword: '', confirmPassword: '' });
      notify.success({ title: 'Password changed', description: 'The admin password has been updated.' });
    },
    onError: (error) => {
      setErrors(fieldErrorsOf(error));
      notify.error({ title: 'Error', description: errorText(error, 'Failed to change password') });
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateWith(passwordChangeInput, values);
    const found = result.ok ? {} : { ...result.errors };
    if (!found.newPassword && values.newPassword !== values.confirmPassword) found.confirmPassword = 'Passwords do not match';
    setErrors(found);
    if (Object.keys(found).length === 0) change.mutate();
  };

  const set = (name: keyof typeof values) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: '' }));
  };

  return (
    <SettingsCard id="password-title" title="Admin Password" description="At least 10 characters. Changing it signs out every other session and device, and ends every preview link.">
      <form onSubmit={onSubmit} noValidate>
        <Card.Body>
          <Stack gap="4">
            <TextField label="Current password" name="currentPassword" type="password" autoComplete="current-password" required value={values.currentPassword} error={errors.currentPassword || undefined} onChange={set('currentPassword')} />
            <TextField label="New password" name="newPassword" type="password" autoComplete="new-password" required value={values.newPassword} error={errors.newPassword || undefined} onChange={set('newPassword')} />
            <TextField label="Confirm new password" name="confirmPassword" type="password" autoComplete="new-password" required value={values.confirmPassword} error={errors.confirmPassword || undefined} onChange={set('confirmPassword')} />
          </Stack>
        </Card.Body>
        <Card.Footer>
          <Button type="submit" colorPalette="ink" loading={change.isPending} loadingText="Changing...">
            <KeyRound aria-hidden /> Change Password
          </Button>
        </Card.Footer>
      </form>
    </SettingsCard>
  );
}

/** Ends every "Copy preview link" link sent so far (decision 145): one sent to the wrong person, or no longer wanted. */
function PreviewLinksCard() {
  const client = useApiClient();
  const notify = useNotify();
  const [asking, setAsking] = useState(false);
  const revoke = useMutation({
    mutationFn: () => client.call('revokePreviewLinks'),
    onSuccess: ({ revoked }) => {
      setAsking(false);
      notify.success({ title: 'Preview links revoked', description: revoked === 1 ? '1 preview link no longer works.' : `${revoked} preview links no longer work.` });
    },
    onError: (error) => {
      setAsking(false);
      notify.error({ title: 'Error', description: errorText(error, 'Failed to revoke the preview links') });
    },
  });
  return (
    <SettingsCard id="preview-links-title" title="Preview Links" description={`Links made with Copy preview link work for ${PREVIEW_LINK_DAYS} days. Revoke them all if one reached the wrong person.`}>
      <Card.Footer>
        <Button variant="outline" colorPalette="red" onClick={() => setAsking(true)}>
          <Link2Off aria-hidden /> Revoke all preview links
        </Button>
      </Card.Footer>
      <LazyConfirmDialog
        open={asking}
        title="Revoke all preview links?"
        message="Every preview link copied so far stops working at once, for everyone it was sent to. Links you copy afterwards work as usual."
        confirmLabel="Revoke all"
        busy={revoke.isPending}
        onConfirm={() => revoke.mutate()}
        onCancel={() => setAsking(false)}
      />
    </SettingsCard>
  );
}

function BackupCard() {
  const client = useApiClient();
  const notify = useNotify();
  const backup = useMutation({
    mutationFn: () => client.call('backup'),
    onSuccess: (blob) => {
      downloadFile(blob, `jacobs-backup-${todayStamp()}.sqlite`);
      notify.success({ title: 'Backup ready', description: 'The database backup has been downloaded.' });
    },
    onError: (error) => notify.error({ title: 'Error', description: errorText(error, 'Failed to download backup') }),
  });
  return (
    <SettingsCard id="backup-title" title="Backup" description="A complete copy of the content database, to keep somewhere safe.">
      <Card.Footer>
        <Button variant="outline" colorPalette="ink" loading={backup.isPending} loadingText="Preparing..." onClick={() => backup.mutate()}>
          <Download aria-hidden /> Download backup
        </Button>
      </Card.Footer>
    </SettingsCard>
  );
}

function SettingsCard({ id, title, description, children }: { id: string; title: string; description: string; children: ReactNode }) {
  return (
    <Card.Root as="section" aria-labelledby={id} variant="outline" bg="white">
      <Card.Header>
        <Card.Title as="h2" id={id} fontFamily="heading" fontSize="2xl">
          {title}
        </Card.Title>
        <Card.Description>{description}</Card.Description>
      </Card.Header>
      {children}
    </Card.Root>
  );
}

/** A titled part of the settings form, set off from the fields above it. */
function FormPart({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={id} mt="6" pt="5" borderTopWidth="1px" borderColor="border.muted">
      <Text as="h3" id={id} fontWeight="semibold" color="fg.muted" fontSize="xs" letterSpacing="wider" textTransform="uppercase" mb="3">
        {title}
      </Text>
      {children}
    </Box>
  );
}
