import { Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import type { PropertyWithFurniture } from '@stagehouse/shared/property.schema';
import { Link as RouterLink } from 'react-router-dom';

export const PropertyDialog = ({ property, onClose }: { property: PropertyWithFurniture | null; onClose(): void }) => (
  <Dialog.Root open={property !== null} onOpenChange={(e) => !e.open && onClose()} placement="center">
    <Portal>
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content>
          {property && (
            <>
              <Dialog.Header>
                <Dialog.Title>{property.address}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="1">
                  <Text>
                    {property.city}, {property.state}
                  </Text>
                  <Text>
                    {property.furnitureCount} {property.furnitureCount === 1 ? 'item' : 'items'}
                  </Text>
                  <Text>{property.companyName}</Text>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose}>
                  Close
                </Button>
                <Button asChild colorPalette="teal">
                  <RouterLink to={`/open-house/${property.id}`}>View Open House</RouterLink>
                </Button>
              </Dialog.Footer>
            </>
          )}
          <Dialog.CloseTrigger asChild>
            <CloseButton size="sm" aria-label="Close" />
          </Dialog.CloseTrigger>
        </Dialog.Content>
      </Dialog.Positioner>
    </Portal>
  </Dialog.Root>
);
