import { Badge, Button, Image, Stack, Text } from '@chakra-ui/react';
import type { MapHouse } from '@stagehouse/shared/map-view.schema';
import { Link as RouterLink } from 'react-router-dom';
import { AppDialog, DialogBody } from '../../components/app-dialog';
import { DialogActions } from '../../components/dialog-actions';
import { houseDayOf, itemsOf, pricesOf } from './house-summary';

/** A house's card on a small screen, opened by a tap on its pin: its photo, day, pieces and lowest prices. */
export const PropertyDialog = ({ property, onClose }: { property: MapHouse | null; onClose(): void }) => (
  <AppDialog open={property !== null} onClose={onClose} title={property?.address}>
    {property && (
      <>
        <DialogBody>
          <Stack gap="1">
            {property.photo && (
              <Image src={property.photo} alt="" width={320} height={240} aspectRatio={4 / 3} objectFit="cover" rounded="md" mb="2" />
            )}
            <Text>
              {property.city}, {property.state}
            </Text>
            <Text>{houseDayOf(property)}</Text>
            <Text>
              {itemsOf(property)}
              {property.prices.length > 0 && ` · ${pricesOf(property)}`}
            </Text>
            <Text>{property.companyName}</Text>
            {property.over && <Badge alignSelf="start">Past</Badge>}
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
