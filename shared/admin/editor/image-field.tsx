// The image of a product or post: upload by picking or dropping a file (with a preview and a
// progress bar), or type an image URL; alt text is edited beside it.
import { useId, useRef, useState } from 'react';
import { Box, Button, chakra, Field, HStack, Input, Progress, Stack, Text } from '@chakra-ui/react';
import { ImageUp, X } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { ACCEPTED_IMAGE_LABEL, ACCEPTED_IMAGE_TYPES, MAX_UPLOAD_BYTES, MAX_UPLOAD_LABEL } from '../../contract/media-upload.ts';
import { useApiClient } from '../api-client-context.tsx';
import { onContentServer } from '../content-server-url.ts';
import { errorText } from '../errors.ts';
import { fileDropHandlers } from '../../file-drop.ts';

/** The media list's query, refreshed after an upload. */
export const mediaQueryKey = ['admin', 'media'] as const;

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
}

type Upload = { state: 'idle' } | { state: 'uploading'; fileName: string; percent: number } | { state: 'failed'; message: string };

export function ImageField({ url: urlField, alt: altField }: ImageFieldProps) {
  const { value: url, onChange: onUrlChange } = urlField;
  const alt = altField.value;
  const client = useApiClient();
  const queryClient = useQueryClient();
  const inputRef = useRef<HTMLInputElement>(null);
  const [upload, setUpload] = useState<Upload>({ state: 'idle' });
  const [dragging, setDragging] = useState(false);
  const [previewFailed, setPreviewFailed] = useState<string | null>(null);
  const id = useId();
  const statusId = `${id}-status`;

  const send = async (file: File) => {
    if (file.size > MAX_UPLOAD_BYTES) {
      setUpload({ state: 'failed', message: `${file.name} is too large: images can be at most ${MAX_UPLOAD_LABEL}` });
      return;
    }
    setUpload({ state: 'uploading', fileName: file.name, percent: 0 });
    try {
      const item = await client.media.upload(file, file.name, ({ loaded, total }) =>
        setUpload({ state: 'uploading', fileName: file.name, percent: total > 0 ? Math.round((loaded / total) * 100) : 0 }),
      );
      onUrlChange(item.url);
      setUpload({ state: 'idle' });
      void queryClient.invalidateQueries({ queryKey: mediaQueryKey });
    } catch (error) {
      setUpload({ state: 'failed', message: errorText(error, `${file.name} could not be uploaded`) });
    }
  };

  const pick = (files: FileList | null) => {
    const file = files?.[0];
    if (file) void send(file);
    if (inputRef.current) inputRef.current.value = '';
  };

  const uploading = upload.state === 'uploading';
  const keptPreview = url ? (client.media.previewUrl?.(url) ?? null) : null;
  const src = url ? (keptPreview ?? onContentServer(url, client.liveSiteUrl())) : '';

  return (
    <Stack gap="3" as="fieldset" borderWidth="1px" borderColor="border" rounded="md" p="4" bg="white">
      <chakra.legend fontWeight="medium" px="1">
        Image
      </chakra.legend>
      <Box
        data-testid="image-drop-zone"
        borderWidth="2px"
        borderStyle="dashed"
        borderColor={dragging ? 'brand.solid' : 'border.emphasized'}
        bg={dragging ? 'brand.subtle' : 'bg.subtle'}
        rounded="md"
        p="4"
        {...fileDropHandlers(setDragging, (file: File) => void send(file), upload.state !== 'uploading')}
      >
        <Stack direction={{ base: 'column', sm: 'row' }} gap="4" align={{ sm: 'center' }}>
          <Box w="32" flexShrink={0} aspectRatio="4 / 3" bg="bg.muted" rounded="sm" overflow="hidden" display="flex" alignItems="center" justifyContent="center">
            {src && previewFailed !== src ? (
              <chakra.img src={src} alt={alt ? `Preview: ${alt}` : 'Preview of the image'} w="full" h="full" objectFit="cover" onError={() => setPreviewFailed(src)} />
            ) : (
              <Text fontSize="xs" color="fg.muted" textAlign="center" px="2">
                {src ? 'Preview not available' : 'No image'}
              </Text>
            )}
          </Box>
          <Stack gap="2" flex="1">
            <Text fontSize="sm" color="fg.muted">
              Drop an image here, or choose a file ({ACCEPTED_IMAGE_LABEL}, up to {MAX_UPLOAD_LABEL}).
            </Text>
            <HStack gap="2" wrap="wrap">
              <Button size="sm" variant="outline" colorPalette="ink" loading={uploading} loadingText="Uploading…" onClick={() => inputRef.current?.click()}>
                <ImageUp aria-hidden /> Choose image…
              </Button>
              {url && (
                <Button size="sm" variant="ghost" colorPalette="red" disabled={uploading} onClick={() => onUrlChange('')}>
                  <X aria-hidden /> Remove image
                </Button>
              )}
            </HStack>
            <chakra.input
              ref={inputRef}
              type="file"
              name="imageFile"
              aria-label="Image file"
              accept={ACCEPTED_IMAGE_TYPES.join(',')}
              srOnly
              tabIndex={-1}
              onChange={(event) => pick(event.currentTarget.files)}
            />
            <Box id={statusId} role="status" aria-live="polite">
              {upload.state === 'uploading' && (
                <Progress.Root value={upload.percent} size="sm" colorPalette="brand" aria-label={`Uploading ${upload.fileName}`}>
                  <HStack justify="space-between" mb="1">
                    <Progress.Label fontSize="sm">Uploading {upload.fileName}</Progress.Label>
                    <Progress.ValueText fontSize="sm" />
                  </HStack>
                  <Progress.Track>
                    <Progress.Range />
                  </Progress.Track>
                </Progress.Root>
              )}
            </Box>
            {keptPreview && upload.state === 'idle' && (
              <Text fontSize="sm" color="fg.muted" data-testid="image-kept-offline">
                Kept on this computer until the server can be reached: it is uploaded with the next sync.
              </Text>
            )}
            {upload.state === 'failed' && (
              <Text role="alert" fontSize="sm" color="fg.error">
                {upload.message}
              </Text>
            )}
          </Stack>
        </Stack>
      </Box>
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
