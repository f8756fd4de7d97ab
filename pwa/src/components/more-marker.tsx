import { Text } from '@chakra-ui/react';
import type { Ref } from 'react';

/** Under a list shown a page at a time: how much is shown, and the marker that asks for more as it scrolls into view. */
export const MoreMarker = ({
  shown,
  total,
  marker,
  testId,
}: {
  shown: number;
  total: number;
  marker: Ref<HTMLParagraphElement>;
  testId?: string;
}) =>
  shown < total ? (
    <Text ref={marker} py="3" textAlign="center" fontSize="sm" color="gray.700" data-testid={testId}>
      Showing {shown} of {total}: scroll for more
    </Text>
  ) : null;
