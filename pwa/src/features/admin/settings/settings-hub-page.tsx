import { Badge, HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import { screenTexts } from '@stagehouse/shared/messages';
import { useQuery } from '@tanstack/react-query';
import { PageHeading } from '../../../components/page-heading';
import { StatCard } from '../../../components/stat-card';
import { call } from '../../../lib/api';
import { adminKeys, adminLists, adminQueries, pageQuery } from '../admin-api';
import { ModuleCard } from '../module-card';

const modules = [
  { to: '/admin/settings/banners', title: 'Banners', text: 'Messages at the top of the app for an audience.' },
  { to: '/admin/settings/email', title: 'Email Integration', text: 'SMTP, invitations and the emails sent.' },
  { to: '/admin/settings/releases', title: 'Releases', text: "Versions and what users see in What's new." },
  { to: '/admin/settings/activity-log', title: 'Activity Log', text: 'Every change, who made it and from where.' },
];

export function SettingsHubPage() {
  const health = useQuery({
    queryKey: adminKeys.of('health'),
    queryFn: ({ signal }) => call('health', { signal }),
    retry: false,
  });
  const banners = useQuery(adminQueries.banners);
  const releases = useQuery(adminQueries.releases);
  const toggles = useQuery(adminQueries.featureToggles);
  const log = useQuery(pageQuery(adminLists.activityLog, { pageSize: '1' }));
  const figure = (value: number | undefined) => (value === undefined ? '…' : String(value));
  const online = health.data?.ok === true;
  return (
    <Stack gap="5">
      <PageHeading title="Admin Settings" subtitle="Banners, email, releases and the activity log." />
      <HStack>
        <Badge colorPalette={health.isPending ? 'gray' : online ? 'green' : 'red'} size="lg" data-testid="system-status">
          {health.isPending ? 'Checking systems…' : online ? screenTexts.allSystemsOnline : 'The server is not answering'}
        </Badge>
      </HStack>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
        <StatCard label="Active features" value={figure(toggles.data?.filter((t) => t.enabled).length)} />
        <StatCard label="Banners shown" value={figure(banners.data?.filter((b) => b.enabled).length)} />
        <StatCard label="Live releases" value={figure(releases.data?.filter((r) => r.isLive).length)} />
        <StatCard label="Log entries" value={figure(log.data?.summary.total)} />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        {modules.map((m) => (
          <ModuleCard key={m.to} to={m.to} title={m.title} text={m.text} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
