import { Heading, Text } from '@chakra-ui/react';

/** A page's visible heading and its document title. */
export const PageHeading = ({ title, subtitle }: { title: string; subtitle?: string }) => (
  <>
    <title>{`${title} | Stagehouse`}</title>
    <Heading as="h1" size="2xl" color="teal.900" mb={subtitle ? '1' : '6'}>
      {title}
    </Heading>
    {subtitle && (
      <Text color="gray.700" mb="6">
        {subtitle}
      </Text>
    )}
  </>
);
