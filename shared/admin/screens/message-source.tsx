// Where a contact message came from, under the message in the inbox: the product it
// is about (a link to its record while it exists; the name it had when the message was sent), the
// contact link's campaign tags and the site page the visitor was on before (opens the live page),
// and the counted visit that sent it: the page it began on, the site and campaign it came from.
import { Flex, Link, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { ContactMessage } from '../../contract/inbox.ts';
import type { VisitOrigin } from '../../contract/visits.ts';
import { campaignText, sourceText } from '../../contract/visit-terms.ts';
import { paths } from '../../paths.ts';
import { useApiClient } from '../api-client-context.tsx';
import { onContentServer } from '../content-server-url.ts';
import { recordAddress } from '../record-address.ts';

function Entry({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Flex gap="1.5" minW="0">
      <Text as="dt" color="fg.muted" flexShrink={0}>
        {label}:
      </Text>{' '}
      <Text as="dd" m="0" minW="0" overflowWrap="anywhere">
        {children}
      </Text>
    </Flex>
  );
}

function ProductEntry({ id, name, exists }: { id: number; name: string | null; exists: boolean }) {
  const label = name ?? `Product #${id}`;
  return (
    <Entry label="About">
      {exists ? (
        <Link asChild variant="underline" color="ink.fg" fontWeight="semibold">
          <RouterLink to={recordAddress(paths.admin.products, id)}>{label}</RouterLink>
        </Link>
      ) : (
        <>
          <Text as="span" fontWeight="semibold">
            {label}
          </Text>{' '}
          <Text as="span" color="fg.muted">
            (not in the catalog)
          </Text>
        </>
      )}
    </Entry>
  );
}

/** A site page, opening the live page. */
function SitePage({ path }: { path: string }) {
  const client = useApiClient();
  return (
    <Link href={onContentServer(path, client.liveSiteUrl())} target="_blank" rel="noopener noreferrer" variant="underline" color="ink.fg">
      {path}
    </Link>
  );
}

/** The visit that sent a lead: its landing page, where it came from and its campaign. */
export function VisitEntries({ visit }: { visit: VisitOrigin }) {
  const campaign = campaignText(visit);
  return (
    <>
      <Entry label="Landing page">
        <SitePage path={visit.landingPage} />
      </Entry>
      <Entry label="Came from">{sourceText(visit)}</Entry>
      {campaign && <Entry label="Campaign">{campaign}</Entry>}
    </>
  );
}

export function MessageSource({ message }: { message: ContactMessage }) {
  const { productId, productName, productExists, utmSource, utmMedium, fromPage, visit } = message;
  // Not `!== null`: a studio may talk to a server from before these fields, which sends none of them.
  const aboutProduct = typeof productId === 'number';
  if (!aboutProduct && !utmSource && !utmMedium && !fromPage && !visit) return null;
  return (
    <Flex as="dl" wrap="wrap" columnGap="5" rowGap="1" fontSize="sm" m="0" data-testid="message-source">
      {visit && <VisitEntries visit={visit} />}
      {aboutProduct && <ProductEntry id={productId} name={productName ?? null} exists={productExists === true} />}
      {utmSource && <Entry label="Source">{utmSource}</Entry>}
      {utmMedium && <Entry label="Medium">{utmMedium}</Entry>}
      {fromPage && (
        <Entry label="From page">
          <SitePage path={fromPage} />
        </Entry>
      )}
    </Flex>
  );
}
