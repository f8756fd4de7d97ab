import { Image, Text } from '@chakra-ui/react';
import { AppDialog, DialogBody, DialogFooter } from '../../components/app-dialog';
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
  <AppDialog
    open={open}
    onClose={onClose}
    title={name}
    fullScreen
    closeLabel="Close full screen view"
    panelProps={{ onKeyDown: stepping.onKeyDown, onTouchStart: stepping.onTouchStart, onTouchEnd: stepping.onTouchEnd }}
  >
    <DialogBody className="sh-dialog-photo">
      <Image src={photo} alt={alt} width={1600} height={1067} maxH="80vh" w="auto" maxW="full" objectFit="contain" />
      {many && <StepButtons name={name} step={stepping.step} />}
    </DialogBody>
    <DialogFooter className="sh-dialog-centred">
      <Text aria-live="polite">{position}</Text>
    </DialogFooter>
  </AppDialog>
);
