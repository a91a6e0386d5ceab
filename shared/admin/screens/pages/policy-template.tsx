// "Start from a template" on a policy page (Privacy, Terms, Accessibility): fills the form's
// sections with plain-language text that names what this site collects and how long it keeps it
// (shared/domain/policy-templates.ts), with the business's name and email from Settings and the
// room photos' space, for the owner to read and change before saving. Nothing is saved by it; sections already written are
// replaced only once the owner confirms.
import { useState } from 'react';
import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { FileText } from 'lucide-react';
import { SINGLE_RECORD_ID } from '../../../contract/keyed-records.ts';
import type { Section } from '../../../contract/sections/page-content.ts';
import type { SectionKindName } from '../../../contract/sections/section-kinds.ts';
import { COMING_SOON_TITLE, policyTemplate, type PolicyTemplatePage } from '../../../domain/policy-templates.ts';
import { useApiClient } from '../../api-client-context.tsx';
import { LazyConfirmDialog } from '../../lazy-confirm-dialog.tsx';
import { emptySection, readContent, writeContent } from '../../editor/sections/section-values.ts';
import { notificationsQuery } from '../settings/notifications-card.tsx';

interface PolicyTemplateProps {
  page: PolicyTemplatePage;
  /** The page's name, as the Pages list shows it. */
  label: string;
  /** The content field's JSON text now. */
  json: string;
  /** Sets a field of the page's form (its search title and description, its content's JSON). */
  setField(name: 'seoTitle' | 'seoDescription' | 'content', value: string): void;
}

/** Whether the page's sections still say nothing of their own: none, or only the spec's Coming Soon. */
const onlyPlaceholder = (json: string) => {
  const sections = readContent(json)?.sections ?? [];
  return sections.every((section) => section.kind === 'hero' && String(section.title ?? '').trim() === COMING_SOON_TITLE);
};

export function PolicyTemplate({ page, label, json, setField }: PolicyTemplateProps) {
  const client = useApiClient();
  // Read as the Settings screen reads them (the same cache entries): the business's words, and the room photos' space.
  const settings = useQuery({ queryKey: ['admin', 'settings', SINGLE_RECORD_ID], queryFn: () => client.settings.get(SINGLE_RECORD_ID) });
  const status = useQuery(notificationsQuery(client));
  const ready = settings.data !== undefined && status.data !== undefined;
  const [confirming, setConfirming] = useState(false);
  const [filled, setFilled] = useState(false);

  const fill = () => {
    if (!settings.data || !status.data) return;
    const { companyName, email, city } = settings.data;
    const template = policyTemplate(page, { companyName, email, city, roomPhotosMaxBytes: status.data.roomPhotos.maxBytes });
    // Each section with every field its form shows (those the template leaves out at their start values).
    const sections: Section[] = template.sections.map((section) => ({ ...emptySection(section.kind as SectionKindName, []), ...(section as Partial<Section>) }));
    setField('seoTitle', template.seoTitle);
    setField('seoDescription', template.seoDescription);
    setField('content', writeContent({ sections }));
    setConfirming(false);
    setFilled(true);
  };

  return (
    <Box borderWidth="1px" borderColor="border" rounded="md" bg="bg.subtle" p="4">
      <Flex gap="3" align={{ base: 'stretch', sm: 'center' }} direction={{ base: 'column', sm: 'row' }}>
        <Text fontSize="sm" flex="1">
          {filled
            ? `The template is in the search details and sections below. Read it, change what does not fit your business, then Save Changes: the ${label} shows on the site once saved.`
            : `Start the ${label} from plain-language text that names what this site collects and how long it keeps it. Nothing is saved until you press Save Changes.`}
        </Text>
        <Button size="sm" variant="outline" colorPalette="brand" flexShrink={0} disabled={!ready} onClick={() => (onlyPlaceholder(json) ? fill() : setConfirming(true))}>
          <FileText aria-hidden /> Start from a template
        </Button>
      </Flex>
      <LazyConfirmDialog
        open={confirming}
        title="Replace this page's sections?"
        message={`The template takes the place of the ${label}'s sections in the form. Nothing is saved until you press Save Changes: leave the page without saving and they stay as they are.`}
        confirmLabel="Replace with the template"
        confirmPalette="brand"
        onConfirm={fill}
        onCancel={() => setConfirming(false)}
      />
    </Box>
  );
}
