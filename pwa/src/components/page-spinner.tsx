import { Center, Spinner } from '@chakra-ui/react';

export const PageSpinner = ({ label = 'Loading' }: { label?: string }) => (
  <Center py="16" role="status" aria-label={label}>
    <Spinner size="lg" color="teal.700" />
  </Center>
);
