import { Badge, Button, Stack, Text } from '@chakra-ui/react';
import type { PropertyWithFurniture } from '@stagehouse/shared/property.schema';
import { Link as RouterLink } from 'react-router-dom';
import { AppDialog, DialogBody } from '../../components/app-dialog';
import { DialogActions } from '../../components/dialog-actions';

export const PropertyDialog = ({ property, past, onClose }: { property: PropertyWithFurniture | null; past: boolean; onClose(): void }) => (
  <AppDialog open={property !== null} onClose={onClose} title={property?.address}>
    {property && (
      <>
        <DialogBody>
          <Stack gap="1">
            <Text>
              {property.city}, {property.state}
            </Text>
            <Text>
              {property.furnitureCount} {property.furnitureCount === 1 ? 'item' : 'items'}
            </Text>
            <Text>{property.companyName}</Text>
            {past && <Badge alignSelf="start">Past</Badge>}
          </Stack>
        </DialogBody>
        <DialogActions dismissLabel="Close" onDismiss={onClose}>
          <Button asChild colorPalette="teal">
            <RouterLink to={`/open-house/${property.id}`}>View Open House</RouterLink>
          </Button>
        </DialogActions>
      </>
    )}
  </AppDialog>
);
