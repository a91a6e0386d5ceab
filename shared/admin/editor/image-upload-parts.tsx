// The parts every image control shares: the box a file is dropped on (or chosen from), the
// upload's progress read out to screen readers, and the message when an upload is refused.
import { useRef, useState, type ReactNode } from 'react';
import { Box, Button, chakra, HStack, Progress, Text } from '@chakra-ui/react';
import { ImageUp } from 'lucide-react';
import { ACCEPTED_IMAGE_LABEL, ACCEPTED_IMAGE_TYPES, MAX_UPLOAD_LABEL } from '../../contract/media-upload.ts';
import { fileDropHandlers } from '../../file-drop.ts';
import type { UploadState } from './use-image-upload.ts';

interface ImageDropZoneProps {
  upload: UploadState;
  /** Files picked or dropped (one, unless `multiple`). */
  onFiles(files: File[]): void;
  multiple?: boolean;
  /** "Choose image…", "Add pictures…". */
  chooseLabel: string;
  /** The file input's accessible name. */
  inputLabel: string;
  /** Shown beside the hint and the button (a preview). */
  aside?: ReactNode;
  /** More buttons beside the choose button. */
  actions?: ReactNode;
  children?: ReactNode;
}

export function ImageDropZone({ upload, onFiles, multiple = false, chooseLabel, inputLabel, aside, actions, children }: ImageDropZoneProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const uploading = upload.state === 'uploading';

  const take = (chosen: File[]) => onFiles(multiple ? chosen : chosen.slice(0, 1));
  const pick = (files: FileList | null) => {
    const chosen = Array.from(files ?? []);
    if (chosen.length > 0) take(chosen);
    if (inputRef.current) inputRef.current.value = '';
  };

  return (
    <Box
      data-testid="image-drop-zone"
      borderWidth="2px"
      borderStyle="dashed"
      borderColor={dragging ? 'brand.solid' : 'border.emphasized'}
      bg={dragging ? 'brand.subtle' : 'bg.subtle'}
      rounded="md"
      p="4"
      {...fileDropHandlers(setDragging, take, !uploading)}
    >
      <HStack gap="4" align={{ base: 'stretch', sm: 'center' }} flexDirection={{ base: 'column', sm: 'row' }}>
        {aside}
        <Box display="flex" flexDirection="column" gap="2" flex="1">
          <Text fontSize="sm" color="fg.muted">
            Drop {multiple ? 'images' : 'an image'} here, or choose {multiple ? 'files' : 'a file'} ({ACCEPTED_IMAGE_LABEL}, up to {MAX_UPLOAD_LABEL}
            {multiple ? ' each' : ''}).
          </Text>
          <HStack gap="2" wrap="wrap">
            <Button size="sm" variant="outline" colorPalette="ink" loading={uploading} loadingText="Uploading…" onClick={() => inputRef.current?.click()}>
              <ImageUp aria-hidden /> {chooseLabel}
            </Button>
            {actions}
          </HStack>
          <chakra.input
            ref={inputRef}
            type="file"
            name="imageFile"
            aria-label={inputLabel}
            accept={ACCEPTED_IMAGE_TYPES.join(',')}
            multiple={multiple}
            srOnly
            tabIndex={-1}
            onChange={(event) => pick(event.currentTarget.files)}
          />
          <UploadStatus upload={upload} />
          {children}
        </Box>
      </HStack>
    </Box>
  );
}

/** The upload's progress (announced politely) and, once refused, why. */
function UploadStatus({ upload }: { upload: UploadState }) {
  return (
    <>
      <Box role="status" aria-live="polite">
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
      {upload.state === 'failed' && (
        <Text role="alert" fontSize="sm" color="fg.error">
          {upload.message}
        </Text>
      )}
    </>
  );
}
