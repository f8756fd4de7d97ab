import { Badge, Card, HStack, Stack, Text } from '@chakra-ui/react';
import type { FeatureToggle } from '@stagehouse/shared/admin.schema';
import { adminNotices } from '@stagehouse/shared/messages';
import { featuresNotInUse } from '@stagehouse/shared/options';
import { useQuery } from '@tanstack/react-query';
import { PageHeading } from '../../../components/page-heading';
import { adminQueries } from '../admin-api';
import { AdminSwitch } from '../admin-switch';
import { QueryState } from '../query-state';
import { useAdminAction } from '../use-admin-action';
import { call } from '../../../lib/api';

export function FeatureTogglesPage() {
  const toggles = useQuery(adminQueries.featureToggles);
  const toggle = useAdminAction(
    (body: { featureId: FeatureToggle['id']; enabled: boolean }) => call('toggleFeature', { body }),
    {
      title: adminNotices.featureUpdated,
      description: (b) => `${toggles.data?.find((t) => t.id === b.featureId)?.name ?? b.featureId} is ${b.enabled ? 'on' : 'off'}.`,
    },
    { title: adminNotices.updateFailed, fallback: adminNotices.fallback.featureToggle },
  );
  return (
    <Stack gap="4">
      <PageHeading title="Feature Toggles" subtitle="Switch parts of the app on or off for everyone." />
      <QueryState query={toggles} fallback="Failed to load feature toggles">
        {(list) => (
          <Stack as="ul" gap="3" listStyleType="none">
            {list.map((t) => (
              <Card.Root as="li" key={t.id} bg="white" data-testid="feature-toggle">
                <Card.Body>
                  <HStack justify="space-between" align="start" gap="4">
                    <Stack gap="1">
                      <HStack>
                        <Text fontWeight="semibold">{t.name}</Text>
                        {featuresNotInUse.includes(t.id) ? (
                          <Badge colorPalette="gray">Not in use yet</Badge>
                        ) : (
                          <Badge colorPalette={t.enabled ? 'green' : 'gray'}>{t.enabled ? 'On' : 'Off'}</Badge>
                        )}
                      </HStack>
                      <Text fontSize="sm" color="gray.700">
                        {t.description}
                      </Text>
                      <Text fontSize="xs" color="gray.600">
                        {t.id}
                      </Text>
                    </Stack>
                    <AdminSwitch
                      label={<Text srOnly>{t.name}</Text>}
                      checked={t.enabled}
                      disabled={toggle.isPending || featuresNotInUse.includes(t.id)}
                      onChange={(enabled) => toggle.mutate({ featureId: t.id, enabled })}
                    />
                  </HStack>
                </Card.Body>
              </Card.Root>
            ))}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
