import { Box, Button, Card, Grid, Heading, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { apiPaths } from '@stagehouse/shared/api-paths';
import { limits } from '@stagehouse/shared/limits';
import { type HousePickupWindows, type PickupSlotsInput, pickupSlotsInputSchema } from '@stagehouse/shared/purchase-request.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { Trash2 } from 'lucide-react';
import { AppDialog } from '../../components/app-dialog';
import { DialogForm } from '../../components/dialog-form';
import { FormField } from '../../components/form-field';
import { registerField } from '../../components/register-field';
import { notify } from '../../components/ui/notify';
import { call, messageOf } from '../../lib/api';
import { queueAndSend } from '../../lib/outbox';
import { pickupWindowText } from '../../lib/pickup-window';
import { useQueuedWrites, writesOfItem } from '../../lib/queued-writes';
import { onWritesTaken } from '../../lib/taken-writes';
import { QueuedWriteState } from './queued-write-state';

const windowsKey = ['pickup-windows'] as const;

const openHouseDayText = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** Changes the windows of one open house: a day and its hours per row, at least one. */
/** The days the server takes for a pickup window, by this device's calendar: the date picker offers no other. */
function pickableDays() {
  const dayOf = (daysAhead: number) => new Date(Date.now() + daysAhead * 24 * 60 * 60 * 1000).toLocaleDateString('sv-SE');
  return { min: dayOf(0), max: dayOf(limits.pickupWindowDaysAhead) };
}

function PickupWindowsDialog({ house, onClose }: { house: HousePickupWindows; onClose(): void }) {
  const client = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<PickupSlotsInput>({ resolver: zodResolver(pickupSlotsInputSchema), defaultValues: { slots: house.slots } });
  const rows = useFieldArray({ control: form.control, name: 'slots' });
  const save = useMutation({
    mutationFn: (input: PickupSlotsInput) =>
      queueAndSend(
        {
          entity: 'pickup-windows',
          entityId: String(house.propertyId),
          method: 'PUT',
          url: apiPaths.pickupSlots(house.propertyId),
          body: { ...input },
          label: `Pickup windows at ${house.address}`,
        },
        'The pickup windows were refused',
      ),
    onSuccess: async (outcome) => {
      if (outcome === 'sent') {
        await client.invalidateQueries({ queryKey: windowsKey });
        notify({ title: 'Pickup windows saved', description: `Buyers of pieces at ${house.address} choose from them now.` });
      } else {
        notify({ title: 'Pickup windows saved on this device', description: 'They are sent when the connection returns.' });
      }
      onClose();
    },
    onError: (error) => setFailure(messageOf(error)),
  });
  const submit = form.handleSubmit((input) => {
    setFailure(null);
    save.mutate(input);
  });
  const last = house.slots.at(-1) ?? { day: house.openHouseDate, from: '09:00', to: '12:00' };
  const [days] = useState(pickableDays);

  return (
    <AppDialog open onClose={onClose} title={`Pickup windows at ${house.address}`}>
      <DialogForm onSubmit={submit} onCancel={onClose} submitLabel="Save windows" submitting={save.isPending} failure={failure}>
        <Text color="gray.700">Buyers pick one of these when they ask for a piece. Times are the house's own.</Text>
        {rows.fields.map((row, index) => (
          <Grid
            key={row.id}
            templateColumns={{ base: '1fr 1fr auto', sm: '2fr 1fr 1fr auto' }}
            gap="2"
            alignItems="end"
            data-testid="pickup-window-row"
          >
            <Box gridColumn={{ base: '1 / -1', sm: 'auto' }}>
              <FormField label={`Day ${index + 1}`} type="date" {...days} {...registerField(form, `slots.${index}.day`)} />
            </Box>
            <FormField label="From" type="time" {...registerField(form, `slots.${index}.from`)} />
            <FormField label="To" type="time" {...registerField(form, `slots.${index}.to`)} />
            <IconButton
              aria-label={`Remove window ${index + 1}`}
              variant="ghost"
              colorPalette="red"
              disabled={rows.fields.length === 1}
              onClick={() => rows.remove(index)}
            >
              <Trash2 aria-hidden />
            </IconButton>
          </Grid>
        ))}
        {rows.fields.length < limits.pickupSlotsPerHouse && (
          <Button variant="outline" alignSelf="start" onClick={() => rows.append({ ...last })}>
            Add a window
          </Button>
        )}
      </DialogForm>
    </AppDialog>
  );
}

/** The lister's coming open houses and the pickup windows buyers choose from on de-staging day. */
export function PickupWindowsSection() {
  const houses = useQuery({
    queryKey: windowsKey,
    queryFn: ({ signal }) => call('ownPickupWindows', { signal }),
  });
  const client = useQueryClient();
  const queued = useQueuedWrites('pickup-windows');
  useEffect(
    () =>
      onWritesTaken((taken) => {
        if (taken.some(([entry]) => entry.entity === 'pickup-windows')) void client.invalidateQueries({ queryKey: windowsKey });
      }),
    [client],
  );
  const [changing, setChanging] = useState<HousePickupWindows | null>(null);
  if (houses.isPending || houses.isError || houses.data.length === 0) return null;

  return (
    <Stack as="section" aria-labelledby="pickup-windows-heading" gap="3" mt="10">
      <Heading as="h2" id="pickup-windows-heading" size="lg">
        Pickup windows
      </Heading>
      <Text color="gray.700">When buyers can collect what they bought at each of your coming open houses.</Text>
      <Stack as="ul" gap="3" listStyleType="none">
        {houses.data.map((server) => {
          const { refused, waiting: changes } = writesOfItem(queued, String(server.propertyId));
          const waiting = changes.at(-1);
          // Windows saved on this device and not sent yet show as they will be.
          const house = waiting ? { ...server, slots: (waiting.body as PickupSlotsInput).slots, custom: true } : server;
          return (
            <Card.Root as="li" key={house.propertyId} bg="white" data-testid="house-pickup-windows">
              <Card.Body gap="2">
                <HStack justify="space-between" align="start" gap="3" flexWrap="wrap">
                  <Stack gap="0">
                    <Text fontWeight="semibold">{house.address}</Text>
                    <Text fontSize="sm" color="gray.700">
                      Open house {openHouseDayText(house.openHouseDate)}
                      {house.custom ? '' : ' · the usual windows, the day after'}
                    </Text>
                  </Stack>
                  <Button size="sm" variant="outline" onClick={() => setChanging(house)}>
                    Change windows
                  </Button>
                </HStack>
                <QueuedWriteState waiting={waiting !== undefined} refused={refused} what="change" testId="windows" />
                <Stack as="ul" gap="0" listStyleType="none">
                  {house.slots.map((slot) => (
                    <Text as="li" key={`${slot.day}-${slot.from}-${slot.to}`}>
                      {pickupWindowText(slot)}
                    </Text>
                  ))}
                </Stack>
              </Card.Body>
            </Card.Root>
          );
        })}
      </Stack>
      {changing && <PickupWindowsDialog house={changing} onClose={() => setChanging(null)} />}
    </Stack>
  );
}
