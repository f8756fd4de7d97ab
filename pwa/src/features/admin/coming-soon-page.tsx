import { Stack, Text } from '@chakra-ui/react';
import { screenTexts } from '@stagehouse/shared/messages';
import { PageHeading } from '../../components/page-heading';

/** Partner Management and Network Analytics: not built yet, so they say what they will count instead of showing figures. */
export const ComingSoonPage = ({ title, counts }: { title: string; counts: string }) => (
  <Stack gap="2">
    <PageHeading title={title} />
    <Text fontSize="xl" fontWeight="semibold">
      {screenTexts.comingSoon}
    </Text>
    <Text color="gray.700">{counts} will show here once the app records them.</Text>
  </Stack>
);
