import { Alert, Button, HStack } from '@chakra-ui/react';
import type { UnsentFormState } from '../lib/unsent-form';

/** Offers back what was typed in this form earlier and not sent: Restore puts it back, Discard drops it. */
export function UnsentFormOffer({ unsent }: { unsent: UnsentFormState }) {
  if (!unsent.kept) return null;
  return (
    <Alert.Root status="info" flexWrap="wrap" alignItems="center" data-testid="unsent-form-offer">
      <Alert.Indicator />
      <Alert.Content flex="1" minW="48">
        <Alert.Title>What you typed here earlier has not been sent.</Alert.Title>
      </Alert.Content>
      <HStack gap="2">
        <Button minH="11" colorPalette="teal" onClick={unsent.restore}>
          Restore
        </Button>
        <Button minH="11" variant="outline" bg="white" onClick={() => void unsent.forget()}>
          Discard
        </Button>
      </HStack>
    </Alert.Root>
  );
}
