import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { CompanySummary } from '@stagehouse/shared/company.schema';
import { Link as RouterLink } from 'react-router-dom';
import { AppDialog, DialogBody } from '../../components/app-dialog';
import { DialogActions } from '../../components/dialog-actions';
import { typeLabel } from './company-type';
import { Rating } from './rating';

/** A company's summary in a dialog, from the Browse Companies list. */
export const QuickView = ({ company, onClose }: { company: CompanySummary | null; onClose(): void }) => (
  <AppDialog open={company !== null} onClose={onClose} title={company?.name}>
    {company && (
      <>
        <DialogBody>
          <Stack gap="2">
            <HStack>
              <Badge>{typeLabel(company.type)}</Badge>
              {company.isPlusSubscriber && <Badge colorPalette="purple">Plus</Badge>}
            </HStack>
            <Text>{company.location}</Text>
            <Rating value={company.rating} count={company.reviewCount} />
            <Text>{company.description}</Text>
            <Text>
              {company.activeListings} available · {company.soldItems} sold · {company.totalListings} listings in all
            </Text>
          </Stack>
        </DialogBody>
        <DialogActions dismissLabel="Close" onDismiss={onClose}>
          <Button asChild colorPalette="teal">
            <RouterLink to={`/company/${company.id}`}>View profile</RouterLink>
          </Button>
        </DialogActions>
      </>
    )}
  </AppDialog>
);
