import { Alert } from '@chakra-ui/react';

/** Why the last submit failed, shown above the form's buttons; nothing while there is no failure. */
export function FormFailure({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}
