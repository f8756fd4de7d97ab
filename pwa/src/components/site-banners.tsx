import { Alert, Container, Stack } from '@chakra-ui/react';
import type { Banner } from '@stagehouse/shared/admin.schema';

const statusOf: Record<Banner['type'], 'info' | 'warning' | 'success' | 'neutral'> = {
  info: 'info',
  warning: 'warning',
  success: 'success',
  beta: 'neutral',
};

/** The enabled banners for this visitor's audience, as the back office publishes them. */
export const SiteBanners = ({ banners }: { banners: Banner[] }) =>
  banners.length === 0 ? null : (
    <Container maxW="7xl" pt="3">
      <Stack gap="2">
        {banners.map((banner) => (
          <Alert.Root key={banner.id} status={statusOf[banner.type]} data-testid="site-banner">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{banner.title}</Alert.Title>
              <Alert.Description>{banner.content}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ))}
      </Stack>
    </Container>
  );
