// Preview (decision 145), beside Save in the editors of records with a public page: "Preview"
// opens the form's current values, unsaved, as the real public page in a new tab (the studio opens
// it in the system browser); "Copy preview link" copies a link to send, which shows the form's
// values as they are at that moment, unsaved changes included, for PREVIEW_LINK_DAYS. Both need the
// server: offline the studio refuses them and the toast says so.
import { useState } from 'react';
import { Button } from '@chakra-ui/react';
import { Eye, Link2 } from 'lucide-react';
import { ApiError } from '../../api-client/http.ts';
import { PREVIEW_LINK_DAYS } from '../../contract/preview.ts';
import type { AnyRecordClient } from '../../api-client/api-client.ts';
import type { RecordKey } from '../../contract/keyed-records.ts';
import type { ResourceName } from '../../contract/resource-addresses.ts';
import { useApiClient } from '../api-client-context.tsx';
import { onContentServer } from '../content-server-url.ts';
import { errorText } from '../errors.ts';
import { formatDateTime } from '../format-date-time.ts';
import { useNotify } from '../toaster.tsx';
import { resourceForm } from './resource-form.ts';
import type { ResourceEditor } from './use-resource-editor.ts';

export const PREVIEW_NEEDS_SERVER = 'Preview needs the server';

/** A refusal the owner can act on: offline (the studio answers 503), or the fields the server named. */
function failureNotice(error: unknown, labels: ReadonlyMap<string, string>) {
  if (error instanceof ApiError && error.status === 503) return { title: PREVIEW_NEEDS_SERVER, description: errorText(error, 'The server cannot be reached right now') };
  const fields = error instanceof ApiError ? Object.entries(error.body?.fields ?? {}) : [];
  const description = fields.length ? fields.map(([name, message]) => `${labels.get(name) ?? name}: ${message}`).join('\n') : errorText(error, 'Please try again');
  return { title: 'Could not make the preview', description };
}

/** Copies `text`; false where the host does not allow it (the toast then shows the link). */
async function copied(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export function PreviewButtons<N extends ResourceName>({ editor }: { editor: ResourceEditor<N> }) {
  const client = useApiClient();
  const notify = useNotify();
  const [busy, setBusy] = useState<'values' | 'link' | null>(null);
  // Only a record with a public page has the preview calls (shared/contract/keyed-records.ts).
  const { preview: previewValues, previewLink } = client[editor.name] as AnyRecordClient;
  if (!previewValues || !previewLink || editor.mode !== 'edit' || editor.selectedKey === null) return null;
  const key: RecordKey = editor.selectedKey;
  const form = resourceForm<N>(editor.resource);
  const labels = new Map(form.fields.map((field) => [field.name, field.label]));

  const run = async (kind: 'values' | 'link', call: () => Promise<void>) => {
    setBusy(kind);
    try {
      await call();
    } catch (error) {
      notify.error(failureNotice(error, labels));
    } finally {
      setBusy(null);
    }
  };

  /** The form's values as its save would send them; a value the form refuses is named, as a save would. */
  const values = () => {
    const result = form.toInput(editor.form);
    if (!result.ok) throw new ApiError(400, 'Invalid fields', { error: 'Invalid fields', fields: result.errors });
    return result.input;
  };

  const preview = () =>
    run('values', async () => {
      const { url } = await previewValues(key, values());
      window.open(onContentServer(url, client.liveSiteUrl()), '_blank', 'noopener');
    });

  const copyLink = () =>
    run('link', async () => {
      const { url, expiresAt } = await previewLink(key, values());
      // Whole, to be sent: the web admin's content server is its own origin.
      const link = new URL(onContentServer(url, client.liveSiteUrl()), document.baseURI).href;
      const until = `It shows this version${editor.dirty ? ', unsaved changes included,' : ''} until ${formatDateTime(expiresAt)} (${PREVIEW_LINK_DAYS} days).`;
      if (await copied(link)) notify.success({ title: 'Preview link copied', description: until });
      else notify.info({ title: 'Preview link', description: `${link}\n${until}` });
    });

  return (
    <>
      <Button variant="outline" colorPalette="brand" onClick={() => void preview()} loading={busy === 'values'} loadingText="Preview">
        <Eye aria-hidden /> Preview
      </Button>
      <Button variant="ghost" colorPalette="brand" onClick={() => void copyLink()} loading={busy === 'link'} loadingText="Copy preview link">
        <Link2 aria-hidden /> Copy preview link
      </Button>
    </>
  );
}
