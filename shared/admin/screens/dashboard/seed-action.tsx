// Seed Database, kept apart from Logout: it first asks, saying what the run would add (the server
// counts it: GET /api/admin/seed-database), then seeds and toasts the spec's counts.
import { useState } from 'react';
import { Box, Button, Text } from '@chakra-ui/react';
import { Database } from 'lucide-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SeedCounts } from '../../../contract/seed.ts';
import { useApiClient } from '../../api-client-context.tsx';
import { LazyConfirmDialog } from '../../lazy-confirm-dialog.tsx';
import { errorText } from '../../errors.ts';
import { useNotify } from '../../toaster.tsx';

const SEED_PARTS = [
  ['serviceAreas', 'service areas'],
  ['blogPosts', 'blog posts'],
  ['pageContent', 'pages'],
  ['siteSettings', 'site settings'],
  ['products', 'products'],
  ['coreServices', 'core services'],
  ['consultationTypes', 'consultation types'],
  ['bookingAvailability', 'booking availability'],
] as const satisfies readonly (readonly [keyof SeedCounts, string])[];

const countsText = (counts: SeedCounts) => SEED_PARTS.map(([key, label]) => `${counts[key]} ${label}`).join(', ');

/** The success toast's text (spec: "Database seeded with the created counts"). */
export const seedSummary = (created: SeedCounts): string => `Created ${countsText(created)}.`;

function confirmText(wouldCreate: SeedCounts): string {
  if (Object.values(wouldCreate).every((count) => count === 0)) return 'All the built-in content is already here: seeding adds nothing and changes nothing.';
  return `Seeding adds the built-in content that is missing: ${countsText(wouldCreate)}. Nothing you have edited is changed.`;
}

export function SeedAction() {
  const client = useApiClient();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const preview = useQuery({ queryKey: ['admin', 'seed-preview'], queryFn: () => client.call('seedPreview'), enabled: asking, staleTime: 0, gcTime: 0 });

  const seed = useMutation({
    mutationFn: () => client.call('seed'),
    onSuccess: (result) => {
      setAsking(false);
      notify.success({ title: 'Database seeded', description: seedSummary(result.created) });
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
    onError: (error) => {
      setAsking(false);
      notify.error({ title: 'Error', description: errorText(error, 'Failed to seed database') });
    },
  });

  const message = preview.data
    ? confirmText(preview.data.wouldCreate)
    : preview.isError
      ? `What it would add could not be read (${errorText(preview.error, 'no answer')}). Seeding adds only built-in content that is missing and never changes your edits.`
      : 'Counting what seeding would add…';

  return (
    <Box>
      <Button variant="outline" colorPalette="ink" loading={seed.isPending} loadingText="Seeding..." onClick={() => setAsking(true)}>
        <Database aria-hidden /> Seed Database
      </Button>
      <Text fontSize="sm" color="fg.muted" mt="1.5">
        Adds any built-in sample content that is missing. Asks first.
      </Text>
      <LazyConfirmDialog
        open={asking}
        title="Seed the database?"
        message={message}
        confirmLabel="Add missing content"
        confirmPalette="ink"
        busy={seed.isPending}
        onConfirm={() => seed.mutate()}
        onCancel={() => setAsking(false)}
      />
    </Box>
  );
}
