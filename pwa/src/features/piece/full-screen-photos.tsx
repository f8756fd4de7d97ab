import { CloseButton, Dialog, Image, Portal, Text } from '@chakra-ui/react';
import { StepButtons, type Stepping } from './photo-stepping';

interface FullScreenPhotosProps {
  open: boolean;
  name: string;
  photo: string;
  alt: string;
  position: string;
  many: boolean;
  stepping: Stepping;
  onClose(): void;
}

/** A piece's photos full screen, stepped through as in the gallery. */
export const FullScreenPhotos = ({ open, name, photo, alt, position, many, stepping, onClose }: FullScreenPhotosProps) => (
  <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} size="full">
    <Portal>
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content
          bg="gray.950"
          color="white"
          onKeyDown={stepping.onKeyDown}
          onTouchStart={stepping.onTouchStart}
          onTouchEnd={stepping.onTouchEnd}
        >
          <Dialog.Header>
            <Dialog.Title>{name}</Dialog.Title>
          </Dialog.Header>
          <Dialog.Body position="relative" display="flex" alignItems="center" justifyContent="center">
            <Image src={photo} alt={alt} width={1600} height={1067} maxH="80vh" w="auto" maxW="full" objectFit="contain" />
            {many && <StepButtons name={name} step={stepping.step} />}
          </Dialog.Body>
          <Dialog.Footer justifyContent="center">
            <Text aria-live="polite">{position}</Text>
          </Dialog.Footer>
          <Dialog.CloseTrigger asChild>
            <CloseButton size="sm" aria-label="Close full screen view" color="white" />
          </Dialog.CloseTrigger>
        </Dialog.Content>
      </Dialog.Positioner>
    </Portal>
  </Dialog.Root>
);
