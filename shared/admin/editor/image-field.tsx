// The image of a post, a testimonial or a section: upload by picking or dropping a file (with a preview and a
// progress bar), or type an image URL; alt text is edited beside it.
import { useState } from 'react';
import { Box, Button, chakra, Field, Input, Stack, Text } from '@chakra-ui/react';
import { X } from 'lucide-react';
import type { MediaItem } from '../../contract/media.ts';
import { useApiClient } from '../api-client-context.tsx';
import { onContentServer } from '../content-server-url.ts';
import { ImageDropZone } from './image-upload-parts.tsx';
import { MediaLibraryButton } from './media-library-dialog.tsx';
import { useImageUpload } from './use-image-upload.ts';

/** A text field's control: its label, help and placeholder come from the resource table (field-bindings.ts). */
interface TextBinding {
  name: string;
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string;
  helper?: string;
  placeholder?: string;
}

interface ImageFieldProps {
  url: TextBinding;
  alt: TextBinding;
  /** What the box is called ("Image"; a testimonial's "Photo"). */
  legend?: string;
  /** Offer the images uploaded before: a picked one sets the address and, where empty, the alt text (in one change). */
  onPick?(picked: { url: string; alt: string }): void;
}

export function ImageField({ url: urlField, alt: altField, legend = 'Image', onPick }: ImageFieldProps) {
  const { value: url, onChange: onUrlChange } = urlField;
  const alt = altField.value;
  const client = useApiClient();
  const { upload, send } = useImageUpload();
  const [previewFailed, setPreviewFailed] = useState<string | null>(null);

  const keptPreview = url ? (client.media.previewUrl?.(url) ?? null) : null;
  const src = url ? (keptPreview ?? onContentServer(url, client.liveSiteUrl())) : '';

  return (
    <Stack gap="3" as="fieldset" minW="0" borderWidth="1px" borderColor="border" rounded="md" p="4" bg="white">
      <chakra.legend fontWeight="medium" px="1">
        {legend}
      </chakra.legend>
      <ImageDropZone
        upload={upload}
        chooseLabel="Choose image…"
        inputLabel="Image file"
        onFiles={async ([file]) => {
          const item = await send(file);
          if (item) onUrlChange(item.url);
        }}
        aside={
          <Box w="32" flexShrink={0} aspectRatio="4 / 3" bg="bg.muted" rounded="sm" overflow="hidden" display="flex" alignItems="center" justifyContent="center">
            {src && previewFailed !== src ? (
              <chakra.img src={src} alt={alt ? `Preview: ${alt}` : 'Preview of the image'} w="full" h="full" objectFit="cover" onError={() => setPreviewFailed(src)} />
            ) : (
              <Text fontSize="xs" color="fg.muted" textAlign="center" px="2">
                {src ? 'Preview not available' : 'No image'}
              </Text>
            )}
          </Box>
        }
        actions={
          <>
            {onPick && <MediaLibraryButton onPick={(item: MediaItem) => onPick({ url: item.url, alt: alt.trim() ? alt : (item.alt ?? '') })} />}
            {url && (
              <Button size="sm" variant="ghost" colorPalette="red" disabled={upload.state === 'uploading'} onClick={() => onUrlChange('')}>
                <X aria-hidden /> Remove image
              </Button>
            )}
          </>
        }
      >
        {keptPreview && upload.state === 'idle' && (
          <Text fontSize="sm" color="fg.muted" data-testid="image-kept-offline">
            Kept on this computer until the server can be reached: it is uploaded with the next sync.
          </Text>
        )}
      </ImageDropZone>
      <Field.Root invalid={Boolean(urlField.error)}>
        <Field.Label>{urlField.label}</Field.Label>
        <Input name={urlField.name} type="text" inputMode="url" value={url} placeholder={urlField.placeholder} autoComplete="off" onChange={(event) => onUrlChange(event.target.value)} />
        {urlField.error ? <Field.ErrorText>{urlField.error}</Field.ErrorText> : <Field.HelperText>{urlField.helper}</Field.HelperText>}
      </Field.Root>
      <Field.Root invalid={Boolean(altField.error)}>
        <Field.Label>{altField.label}</Field.Label>
        <Input name={altField.name} value={alt} placeholder={altField.placeholder} autoComplete="off" onChange={(event) => altField.onChange(event.target.value)} />
        {altField.error ? <Field.ErrorText>{altField.error}</Field.ErrorText> : <Field.HelperText>{altField.helper}</Field.HelperText>}
      </Field.Root>
    </Stack>
  );
}
