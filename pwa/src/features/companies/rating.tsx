import { HStack, Text } from '@chakra-ui/react';
import { Star } from 'lucide-react';

export const Rating = ({ value, count }: { value: number; count: number }) => (
  <HStack gap="1" aria-label={count === 0 ? 'No reviews yet' : `Rated ${value} out of 5 from ${count} reviews`}>
    <Star size={16} fill="#d69e2e" color="#d69e2e" aria-hidden />
    <Text fontWeight="semibold">{count === 0 ? 'New' : value.toFixed(1)}</Text>
    <Text color="gray.700" fontSize="sm">
      ({count} {count === 1 ? 'review' : 'reviews'})
    </Text>
  </HStack>
);
