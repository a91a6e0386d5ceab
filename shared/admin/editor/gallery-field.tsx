// A product's gallery: its pictures in order, each with its description; pictures
// are added by upload (several at once, picked or dropped) or by address, moved up and down with
// buttons (so the keyboard and screen readers can reorder them), and removed. The first is the
// shop card's picture. Offline in the studio an upload is kept on the computer until the sync.
import { useEffect, useRef, useState } from 'react';
import { Badge, Box, Button, chakra, Field, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useApiClient } from '../api-client-context.tsx';
import { onContentServer } from '../content-server-url.ts';
import { pictureName, type FormImage } from './form-values.ts';
import { ImageDropZone } from './image-upload-parts.tsx';
import { useImageUpload } from './use-image-upload.ts';

interface GalleryFieldProps {
  name: string;
  label: string;
  images: FormImage[];
  onChange(images: FormImage[]): void;
  error?: string;
  helper?: string;
}

type Move = { url: string; action: 'up' | 'down' | 'remove' };

export function GalleryField({ name, label, images, onChange, error, helper }: GalleryFieldProps) {
  const { upload, send } = useImageUpload();
  const [address, setAddress] = useState('');
  const [addressError, setAddressError] = useState<string | null>(null);
  const list = useRef<HTMLOListElement>(null);
  // The latest pictures, also between renders: uploads finish one after another and each adds to what is there then.
  const current = useRef(images);
  useEffect(() => {
    current.current = images;
  }, [images]);
  const [focusAfter, setFocusAfter] = useState<Move | null>(null);

  const change = (next: FormImage[]) => {
    current.current = next;
    onChange(next);
  };
  const add = (url: string) => change([...current.current, { url, alt: '' }]);

  const addFiles = async (files: File[]) => {
    for (const file of files) {
      const item = await send(file);
      if (!item) return;
      if (!current.current.some((image) => image.url === item.url)) add(item.url);
    }
  };

  const addAddress = (event?: { preventDefault(): void }) => {
    event?.preventDefault();
    const url = address.trim();
    if (!url) return setAddressError('Enter the address of a picture');
    if (images.some((image) => image.url === url)) return setAddressError('This picture is already in the gallery');
    add(url);
    setAddress('');
    setAddressError(null);
  };

  const move = (index: number, by: -1 | 1) => {
    const next = [...images];
    const [picture] = next.splice(index, 1);
    next.splice(index + by, 0, picture);
    change(next);
    setFocusAfter({ url: picture.url, action: by < 0 ? 'up' : 'down' });
  };

  const remove = (index: number) => {
    change(images.filter((_, at) => at !== index));
    setFocusAfter({ url: images[index + 1]?.url ?? images[index - 1]?.url ?? '', action: 'remove' });
  };

  // Focus stays with the picture just moved (on the other arrow once it reaches an end), or goes to
  // the next picture after a removal, so a keyboard user can go on from where they were.
  useEffect(() => {
    if (!focusAfter || !list.current) return;
    const row = Array.from(list.current.querySelectorAll<HTMLElement>('[data-picture]')).find((element) => element.dataset.picture === focusAfter.url);
    const buttons = ['up', 'down', 'remove'].map((action) => row?.querySelector<HTMLButtonElement>(`[data-action="${action}"]`));
    const wanted = focusAfter.action === 'up' ? buttons[0] : focusAfter.action === 'down' ? buttons[1] : buttons[2];
    (wanted && !wanted.disabled ? wanted : buttons.find((button) => button && !button.disabled))?.focus();
    setFocusAfter(null);
  }, [focusAfter]);

  return (
    <Stack gap="3" as="fieldset" borderWidth="1px" borderColor={error ? 'border.error' : 'border'} rounded="md" p="4" bg="white" data-field={name} aria-describedby={`${name}-help`}>
      <chakra.legend fontWeight="medium" px="1">
        {label}
      </chakra.legend>
      <Text id={`${name}-help`} fontSize="sm" color="fg.muted">
        {helper}
      </Text>
      {images.length === 0 ? (
        <Text fontSize="sm" color="fg.muted" fontStyle="italic">
          No pictures yet.
        </Text>
      ) : (
        <chakra.ol ref={list} listStyleType="none" m="0" p="0" display="flex" flexDirection="column" gap="3" aria-label={`${label}, in order`}>
          {images.map((image, index) => (
            <Picture
              key={image.url}
              image={image}
              index={index}
              count={images.length}
              onAlt={(alt) => change(images.map((other, at) => (at === index ? { ...other, alt } : other)))}
              onMove={(by) => move(index, by)}
              onRemove={() => remove(index)}
            />
          ))}
        </chakra.ol>
      )}
      {error && (
        <Text role="alert" fontSize="sm" color="fg.error">
          {error}
        </Text>
      )}
      <ImageDropZone upload={upload} multiple chooseLabel="Add pictures…" inputLabel="Picture files" onFiles={(files) => void addFiles(files)}>
        <Field.Root invalid={Boolean(addressError)}>
          <Field.Label fontSize="sm">Or add a picture by its address</Field.Label>
          <HStack gap="2" align="start" w="full">
            <Input
              size="sm"
              bg="white"
              type="text"
              inputMode="url"
              name={`${name}Address`}
              value={address}
              placeholder="https://…"
              autoComplete="off"
              onChange={(event) => setAddress(event.target.value)}
              onKeyDown={(event) => {
                // Enter adds the picture rather than saving the whole form.
                if (event.key === 'Enter') addAddress(event);
              }}
            />
            <Button size="sm" variant="outline" colorPalette="ink" onClick={() => addAddress()}>
              <Plus aria-hidden /> Add
            </Button>
          </HStack>
          {addressError && <Field.ErrorText>{addressError}</Field.ErrorText>}
        </Field.Root>
      </ImageDropZone>
    </Stack>
  );
}

interface PictureProps {
  image: FormImage;
  index: number;
  count: number;
  onAlt(alt: string): void;
  onMove(by: -1 | 1): void;
  onRemove(): void;
}

function Picture({ image, index, count, onAlt, onMove, onRemove }: PictureProps) {
  const client = useApiClient();
  const [failed, setFailed] = useState(false);
  const kept = client.media.previewUrl?.(image.url) ?? null;
  const src = kept ?? onContentServer(image.url, client.liveSiteUrl());
  const position = index + 1;
  return (
    <Box
      as="li"
      data-picture={image.url}
      display="grid"
      gridTemplateColumns={{ base: '6rem 1fr', md: '7rem 1fr auto' }}
      gridTemplateAreas={{ base: '"thumb head" "thumb actions" "alt alt"', md: '"thumb head actions" "thumb alt actions"' }}
      columnGap="3"
      rowGap="2"
      alignItems="center"
      p="2"
      borderWidth="1px"
      borderColor="border.muted"
      rounded="md"
    >
      <Box gridArea="thumb" w="full" aspectRatio="4 / 3" bg="bg.muted" rounded="sm" overflow="hidden" display="flex" alignItems="center" justifyContent="center">
        {failed ? (
          <Text fontSize="xs" color="fg.muted" textAlign="center" px="1">
            Preview not available
          </Text>
        ) : (
          <chakra.img src={src} alt="" w="full" h="full" objectFit="cover" onError={() => setFailed(true)} />
        )}
      </Box>
      <HStack gridArea="head" gap="2" wrap="wrap" minW="0">
        <Text fontSize="sm" fontWeight="semibold">
          Picture {position}
        </Text>
        {index === 0 && (
          <Badge colorPalette="brand" variant="subtle">
            Card picture
          </Badge>
        )}
        {kept && (
          <Badge colorPalette="gray" variant="subtle" title="Uploaded with the next sync">
            On this computer
          </Badge>
        )}
        <Text fontSize="xs" color="fg.muted" truncate maxW="full">
          {pictureName(image.url)}
        </Text>
      </HStack>
      <Field.Root gridArea="alt">
        <Field.Label srOnly>Description of picture {position}</Field.Label>
        <Input size="sm" bg="white" name={`galleryAlt${position}`} value={image.alt} placeholder="Describe the picture: the rug, the side, the detail" autoComplete="off" onChange={(event) => onAlt(event.target.value)} />
      </Field.Root>
      <HStack gridArea="actions" gap="1" justify={{ base: 'flex-start', md: 'flex-end' }}>
        <IconButton size="sm" variant="ghost" data-action="up" aria-label={`Move picture ${position} up`} disabled={index === 0} onClick={() => onMove(-1)}>
          <ArrowUp aria-hidden />
        </IconButton>
        <IconButton size="sm" variant="ghost" data-action="down" aria-label={`Move picture ${position} down`} disabled={index === count - 1} onClick={() => onMove(1)}>
          <ArrowDown aria-hidden />
        </IconButton>
        <IconButton size="sm" variant="ghost" colorPalette="red" data-action="remove" aria-label={`Remove picture ${position}`} onClick={onRemove}>
          <Trash2 aria-hidden />
        </IconButton>
      </HStack>
    </Box>
  );
}
