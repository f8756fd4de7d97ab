import { Box, Button, Link, Stack, Text } from '@chakra-ui/react';
import {
  Activity,
  Armchair,
  ChartColumn,
  ChartLine,
  ChevronDown,
  CreditCard,
  Database,
  FileUp,
  Fingerprint,
  Handshake,
  History,
  Images,
  LayoutDashboard,
  List,
  type LucideIcon,
  Mail,
  Megaphone,
  Menu,
  Network,
  Rocket,
  Settings,
  SlidersHorizontal,
  Sofa,
  Tags,
  ToggleRight,
  UserCog,
  Users,
  Wallet,
} from 'lucide-react';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { type AdminGroup, adminGroups, type AdminSection, adminSections, sectionAt } from './admin-sections';

const groupIcons: Record<AdminGroup, LucideIcon> = {
  Insight: ChartLine,
  'Users and money': Wallet,
  Listings: Armchair,
  Settings: SlidersHorizontal,
};

const sectionIcons: Record<AdminSection['path'], LucideIcon> = {
  '': LayoutDashboard,
  data: ChartColumn,
  activity: Activity,
  partners: Handshake,
  network: Network,
  'user-management': UserCog,
  users: Users,
  billing: CreditCard,
  'furniture-listings': Sofa,
  'furniture-listings/crud': List,
  'furniture-listings/identifiers': Fingerprint,
  'furniture-listings/bulk-loading': FileUp,
  'furniture-listings/images': Images,
  'furniture-listings/categories': Tags,
  'demo-data': Database,
  settings: Settings,
  'settings/banners': Megaphone,
  'settings/email': Mail,
  'settings/releases': Rocket,
  'settings/activity-log': History,
  'feature-toggles': ToggleRight,
};

const Chevron = ({ open }: { open: boolean }) => (
  <ChevronDown aria-hidden style={{ transform: open ? 'rotate(180deg)' : undefined, transition: 'transform 0.15s' }} />
);

function MenuGroup({ group, open, onToggle, onChoose }: { group: AdminGroup; open: boolean; onToggle(): void; onChoose(): void }) {
  const listId = useId();
  const GroupIcon = groupIcons[group];
  return (
    <li>
      <Button
        variant="ghost"
        size="sm"
        w="full"
        justifyContent="start"
        color="gray.800"
        fontWeight="semibold"
        aria-expanded={open}
        aria-controls={listId}
        onClick={onToggle}
      >
        <GroupIcon aria-hidden />
        <Box as="span" flex="1" textAlign="start">
          {group}
        </Box>
        <Chevron open={open} />
      </Button>
      <Stack as="ul" id={listId} gap="0.5" py="1" listStyleType="none" display={open ? 'flex' : 'none'}>
        {adminSections
          .filter((section) => section.group === group)
          .map((section) => {
            const Icon = sectionIcons[section.path];
            return (
              <li key={section.path}>
                <Link
                  asChild
                  display="flex"
                  alignItems="center"
                  gap="2"
                  ps="7"
                  pe="3"
                  py="1.5"
                  rounded="md"
                  color="gray.800"
                  fontSize="sm"
                  _hover={{ textDecoration: 'none' }}
                  css={{
                    '&[aria-current=page]': { bg: 'teal.700', color: 'white' },
                    '&:not([aria-current=page]):hover': { bg: 'teal.50' },
                  }}
                >
                  <NavLink to={`/admin${section.path ? `/${section.path}` : ''}`} end onClick={onChoose}>
                    <Icon aria-hidden size={16} />
                    {section.label}
                  </NavLink>
                </Link>
              </li>
            );
          })}
      </Stack>
    </li>
  );
}

/**
 * The back office's menu in four groups, the group of the current page open. From the lg breakpoint up it is a side
 * column; below it, a button naming the current page opens it above the content and a choice closes it again.
 */
export function AdminMenu() {
  const current = sectionAt(useLocation().pathname);
  const menuId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const [shown, setShown] = useState(false);
  const [openGroups, setOpenGroups] = useState<ReadonlySet<AdminGroup>>(() => new Set(current ? [current.group] : []));
  const [currentGroup, setCurrentGroup] = useState(current?.group);
  if (current && current.group !== currentGroup) {
    setCurrentGroup(current.group);
    setOpenGroups((groups) => new Set(groups).add(current.group));
  }
  const flip = (group: AdminGroup) =>
    setOpenGroups((groups) => (groups.has(group) ? new Set([...groups].filter((g) => g !== group)) : new Set(groups).add(group)));
  const closeOnEscape = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || !shown) return;
    setShown(false);
    toggle.current?.focus();
  };

  return (
    <Box as="nav" aria-label="Admin" w={{ base: 'full', lg: '60' }} flexShrink={0} onKeyDown={closeOnEscape}>
      <Button
        ref={toggle}
        display={{ base: 'flex', lg: 'none' }}
        variant="outline"
        bg="white"
        w="full"
        justifyContent="start"
        aria-label={current ? `Admin menu: ${current.label}` : 'Admin menu'}
        aria-expanded={shown}
        aria-controls={menuId}
        onClick={() => setShown(!shown)}
      >
        <Menu aria-hidden />
        <Text as="span" color="gray.700">
          Admin menu
        </Text>
        <Text as="span" flex="1" textAlign="start" fontWeight="semibold" truncate>
          {current?.label}
        </Text>
        <Chevron open={shown} />
      </Button>
      <Stack
        as="ul"
        id={menuId}
        gap="1"
        listStyleType="none"
        mt={{ base: '2', lg: '0' }}
        p={{ base: '2', lg: '0' }}
        bg={{ base: 'white', lg: 'transparent' }}
        borderWidth={{ base: '1px', lg: '0' }}
        rounded="md"
        display={{ base: shown ? 'flex' : 'none', lg: 'flex' }}
      >
        {adminGroups.map((group) => (
          <MenuGroup key={group} group={group} open={openGroups.has(group)} onToggle={() => flip(group)} onChoose={() => setShown(false)} />
        ))}
      </Stack>
    </Box>
  );
}
