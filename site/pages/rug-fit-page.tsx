// Rug Fit (decision 210): the tool is an island (site/islands/rug-fit.island.tsx) fed the
// shop's active rugs; around it, static: what it does, how it reads a room, what happens to the
// photo, and the way on to a consultant (and, where script is off, a note with the way to the
// contact form).
import { Box, chakra, Heading, Stack, Text } from '@chakra-ui/react';
import { bookingHref, isOtherSite } from '../../shared/booking-link.ts';
import { href, paths } from '../../shared/paths.ts';
import { dataOf } from '../../shared/public-routes.ts';
import { ButtonLink, CheckItem, CtaBand, PageHero, Section, SectionHeading, StateMessage } from '../components/page-parts.tsx';
import { CardGrid } from '../components/card-grid.tsx';
import { cardStyles } from '../components/card-styles.ts';
import { Island } from '../islands/island.tsx';
import RugFit, { type RugFitProduct } from '../islands/rug-fit.island.tsx';
import type { PageProps } from './page-props.ts';

const STEPS = [
  { title: 'Your room’s colors', text: 'The photo is read on your phone or computer: five to eight colors, each with its share of the picture, measured as the eye sees color.' },
  { title: 'Blend in or make it pop', text: 'Blend in favors rugs whose colors are already in your room; Make it pop looks for a confident accent opposite your room’s main hue.' },
  { title: 'The reason for each rug', text: 'Every suggestion says why it fits, in words: the colors of your room it echoes, or the accent it brings.' },
  { title: 'A consultant takes it from there', text: 'Send the result in one step. A consultant checks fiber, size, pets and budget before you commit to anything.' },
];

const PRIVACY = [
  'Your photo is read on your device; nothing is uploaded while you look.',
  'It goes to us only if you tick “Include my room photo” when you send.',
  'What we keep is a new copy without its location or camera details.',
];

/** The fields of a public product the tool needs: the page carries no more of the catalogue than that. */
const toRugFitProduct = ({ id, name, collection, price, imageUrl, imageAlt, palette }: RugFitProduct): RugFitProduct => ({ id, name, collection, price, imageUrl, imageAlt, palette });

export default function RugFitPage({ data, settings }: PageProps<'rugFit'>) {
  const products = dataOf(data.products);
  const book = bookingHref(settings);

  return (
    <>
      <PageHero
        eyebrow="Rug Intelligence"
        title="Rug Fit"
        subtitle="Take or choose a photo of your room: Rug Fit reads its colors and shows the rugs from our shop that suit it, and why. Your photo stays on your device unless you choose to send it."
      >
        <Box pt="2">
          <ButtonLink to={href.servicePage('rug-intelligence')} variant="plain" colorPalette="walnut" px="0" color="walnut.700" size="sm">
            How our AI room matching works
          </ButtonLink>
        </Box>
      </PageHero>

      <Section labelledBy="rug-fit-title">
        <Heading as="h2" id="rug-fit-title" srOnly>
          Match rugs to your room
        </Heading>
        {data.products === undefined ? (
          <StateMessage>Loading rugs...</StateMessage>
        ) : !products || products.length === 0 ? (
          <StateMessage>No rugs in the shop right now.</StateMessage>
        ) : (
          <>
            {/* The tool reads the photo on the visitor's device, which takes script: without it, the way on is a message. */}
            <noscript>
              <Box borderWidth="1px" borderColor="saffron.300" bg="bg.warning" borderRadius="xl" px="5" py="4" mb="6" data-testid="rug-fit-noscript">
                <Text fontWeight="600">Rug Fit needs JavaScript, which is off in this browser.</Text>
                <Text>
                  It reads your photo on your device. Tell us about your room instead:{' '}
                  <chakra.a href={paths.contact} color="madder.700" fontWeight="600" textDecoration="underline">
                    send us a message
                  </chakra.a>{' '}
                  and a consultant will suggest rugs that suit it.
                </Text>
              </Box>
            </noscript>
            <Island of={RugFit} props={{ products: products.map(toRugFitProduct), book: { href: book, carries: !isOtherSite(book) } }} />
          </>
        )}
      </Section>

      <Section tone="cream" labelledBy="how-title">
        <SectionHeading id="how-title" eyebrow="How it works" title="From a photo to a short list" text="Software is quick at color; people are better at taste. Rug Fit does the first part in seconds." />
        <CardGrid columns={2}>
          {STEPS.map((step, index) => (
            <Box key={step.title} {...cardStyles} p={{ base: '6', md: '7' }} borderTopWidth="3px" borderTopColor="madder.600">
              <Text fontFamily="heading" fontSize="3xl" fontWeight="700" color="madder.700" lineHeight="1" mb="2">
                {index + 1}
              </Text>
              <Heading as="h3" fontSize="xl" mb="2">
                {step.title}
              </Heading>
              <Text color="fg.muted">{step.text}</Text>
            </Box>
          ))}
        </CardGrid>
      </Section>

      <Section labelledBy="privacy-title">
        <SectionHeading id="privacy-title" eyebrow="Your photo" title="What happens to your photo" />
        <Stack as="ul" gap="3" listStyleType="none" p="0" m="0">
          {PRIVACY.map((line) => (
            <CheckItem key={line}>{line}</CheckItem>
          ))}
        </Stack>
      </Section>

      <CtaBand title="Rather talk it through?" text="Book a free 30-minute AI Rug Fit Consultation, or send us a few room photos and we will guide you.">
        <ButtonLink to={paths.contact} size="lg" colorPalette="saffron">
          Book a Free Consultation
        </ButtonLink>
      </CtaBand>
    </>
  );
}
