// The Pages editor's page view: the page as a visitor sees it, drawn by the server
// from the form's unsaved sections, beside the forms (on a phone, instead of them). A section is
// outlined under the pointer and while its form is being edited; a click on its words opens its
// field; each change is drawn again in place (use-page-view.ts). Links lead nowhere here. In the
// studio it needs the server, and says so while the server cannot be reached.
import { useEffect, useRef } from 'react';
import { Box, Button, Center, chakra, Spinner, Stack, Text } from '@chakra-ui/react';
import { RefreshCw } from 'lucide-react';
import { ApiError } from '../../../api-client/http.ts';
import { useApiClient } from '../../api-client-context.tsx';
import { htmlOnContentServer } from '../../content-server-url.ts';
import { errorText } from '../../errors.ts';
import { markActive, type Pick } from './page-view-frame.ts';
import { usePageView } from './use-page-view.ts';

export const PAGE_VIEW_NEEDS_SERVER = 'The page view needs the server';
export const PAGE_VIEW_TITLE = 'The page as a visitor sees it';

interface PageViewProps {
  pageSlug: string;
  /** The form's content (its JSON text). */
  json: string;
  /** The section whose form is being edited. */
  active: number | null;
  onPick(pick: Pick): void;
}

/** Why the view is empty, in the owner's words: the studio offline (503), or the server's own sentence. */
function FailedView({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const offline = error instanceof ApiError && error.status === 503;
  const why = errorText(error, offline ? 'The server cannot be reached right now.' : 'Please try again.');
  return (
    <Center h="full" p="6" textAlign="center">
      <Stack gap="3" align="center" maxW="sm" role="alert">
        <Text fontWeight="semibold">{offline ? PAGE_VIEW_NEEDS_SERVER : 'The page view could not be drawn'}</Text>
        <Text fontSize="sm" color="fg.muted">
          {/[.!?]$/.test(why) ? why : `${why}.`} The forms keep working.
        </Text>
        <Button size="sm" variant="outline" onClick={onRetry}>
          <RefreshCw aria-hidden /> Try again
        </Button>
      </Stack>
    </Center>
  );
}

export function PageView({ pageSlug, json, active, onPick }: PageViewProps) {
  const client = useApiClient();
  const frame = useRef<HTMLIFrameElement>(null);
  const { pageHtml, state, onLoad, retry } = usePageView({ client, pageSlug, json, frame, onPick });
  const shown = state.status === 'shown';

  // The section being edited is outlined in every drawing; a newly chosen one is brought on screen.
  useEffect(() => {
    const doc = frame.current?.contentDocument;
    if (doc) markActive(doc, active, { reveal: true });
  }, [active]);
  useEffect(() => {
    const doc = frame.current?.contentDocument;
    if (doc && shown) markActive(doc, active, { reveal: false });
  });

  const refused = shown ? Object.entries(state.refused) : [];
  return (
    <Stack h="full" gap="2" data-testid="page-view">
      <Text fontSize="sm" color="fg.muted">
        Click any words to edit them. Links do not lead anywhere here.
      </Text>
      {refused.length > 0 && (
        <Text fontSize="sm" color="fg.error" role="status">
          Not shown until fixed: {refused.map(([path, message]) => `section ${Number(/sections\.(\d+)/.exec(path)?.[1] ?? 0) + 1}, ${message}`).join('; ')}.
        </Text>
      )}
      <Box position="relative" flex="1" minH="0" borderWidth="1px" borderColor="border" rounded="md" overflow="hidden" bg="white">
        {pageHtml !== null && (
          <chakra.iframe
            ref={frame}
            title={PAGE_VIEW_TITLE}
            // Same origin, so the editor reads and changes it; no script runs in it, no form is sent, no window opens.
            sandbox="allow-same-origin"
            srcDoc={htmlOnContentServer(pageHtml, client.liveSiteUrl())}
            onLoad={onLoad}
            display="block"
            w="full"
            h="full"
            border="0"
          />
        )}
        {state.status === 'loading' && (
          <Center position="absolute" inset="0" bg="whiteAlpha.700" role="status">
            <Spinner color="brand.solid" />
            <Text srOnly>Drawing the page…</Text>
          </Center>
        )}
        {state.status === 'failed' && (
          <Box position="absolute" inset="0" bg="white">
            <FailedView error={state.error} onRetry={() => void retry()} />
          </Box>
        )}
      </Box>
    </Stack>
  );
}
