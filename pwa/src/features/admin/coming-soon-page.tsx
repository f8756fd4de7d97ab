import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { screenTexts } from '@stagehouse/shared/messages';
import { PageHeading } from '../../components/page-heading';
import { StatCard } from '../../components/stat-card';

/** Partner Management and Network Analytics: not built yet, and nothing counted yet. */
export const ComingSoonPage = ({ title, counts }: { title: string; counts: string[] }) => (
  <Stack gap="4">
    <PageHeading title={title} />
    <Text fontSize="xl" fontWeight="semibold">
      {screenTexts.comingSoon}
    </Text>
    <SimpleGrid columns={{ base: 1, md: counts.length }} gap="4">
      {counts.map((label) => (
        <StatCard key={label} label={label} value="0" />
      ))}
    </SimpleGrid>
  </Stack>
);
