import { Box, Button, HStack, IconButton, Image, Progress, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { limits } from '@stagehouse/shared/limits';
import { ArrowLeft, ArrowRight, Trash2, Upload } from 'lucide-react';
import { useRef } from 'react';

export interface Photo {
  key: string;
  file: File | null;
  preview: string;
  /** Of its upload from the form, 0 to 1; null while it waits for the outbox to upload it. */
  progress: number | null;
  path: string | null;
  error: string | null;
}

export interface PhotoPickerProps {
  photos: Photo[];
  onAdd(files: File[]): void;
  onRemove(key: string): void;
  onMove(key: string, by: -1 | 1): void;
  error?: string;
}

/** Choose up to 5 photos, see them, reorder, remove, and follow each upload. */
export function PhotoPicker({ photos, onAdd, onRemove, onMove, error }: PhotoPickerProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <Stack gap="3">
      <Text fontWeight="medium" id="photos-label">
        Photos (at least 1, at most {limits.photosPerPiece})
      </Text>
      <input
        ref={input}
        type="file"
        accept={limits.photoTypes.join(',')}
        multiple
        hidden
        aria-labelledby="photos-label"
        data-testid="photo-input"
        onChange={(e) => {
          onAdd(Array.from(e.target.files ?? []));
          e.target.value = '';
        }}
      />
      <Button variant="outline" alignSelf="start" onClick={() => input.current?.click()} disabled={photos.length >= limits.photosPerPiece}>
        <Upload aria-hidden /> Add photos
      </Button>
      {photos.length > 0 && (
        <SimpleGrid as="ul" columns={{ base: 2, md: 5 }} gap="3" listStyleType="none" aria-label="Chosen photos">
          {photos.map((photo, index) => (
            <Box as="li" key={photo.key} borderWidth="1px" rounded="md" overflow="hidden" bg="white" data-testid="photo">
              <Image
                src={photo.preview}
                alt={`Photo ${index + 1}${photo.file ? `: ${photo.file.name}` : ''}`}
                width={160}
                height={120}
                objectFit="cover"
                w="full"
                aspectRatio={4 / 3}
              />
              <Stack p="2" gap="1">
                {photo.error ? (
                  <Text fontSize="xs" color="fg.error">
                    {photo.error}
                  </Text>
                ) : (
                  <Progress.Root
                    value={Math.round((photo.progress ?? 0) * 100)}
                    size="xs"
                    colorPalette="teal"
                    aria-label={`Upload of photo ${index + 1}`}
                  >
                    <Progress.Track>
                      <Progress.Range />
                    </Progress.Track>
                  </Progress.Root>
                )}
                <HStack justify="space-between">
                  <IconButton
                    size="xs"
                    variant="ghost"
                    aria-label={`Move photo ${index + 1} earlier`}
                    disabled={index === 0}
                    onClick={() => onMove(photo.key, -1)}
                  >
                    <ArrowLeft />
                  </IconButton>
                  <IconButton size="xs" variant="ghost" aria-label={`Remove photo ${index + 1}`} onClick={() => onRemove(photo.key)}>
                    <Trash2 />
                  </IconButton>
                  <IconButton
                    size="xs"
                    variant="ghost"
                    aria-label={`Move photo ${index + 1} later`}
                    disabled={index === photos.length - 1}
                    onClick={() => onMove(photo.key, 1)}
                  >
                    <ArrowRight />
                  </IconButton>
                </HStack>
              </Stack>
            </Box>
          ))}
        </SimpleGrid>
      )}
      {error && (
        <Text color="fg.error" fontSize="sm" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
