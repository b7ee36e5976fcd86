// The panel (/painel/...): a collapsible sidebar with the pages the user may open (a
// temporary drawer at 1000 px and below), the header with the centre and the user menu.
import { AppShell, Box, Burger, Divider, Drawer, Group, NavLink, ScrollArea } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { PANEL_PAGES, hasAnyPermission } from '@shared/domain/permissions';
import { DocaLogo } from '@renderer/components/DocaLogo';
import { HeaderActions } from '@renderer/app/menu/HeaderActions';
import { useSession } from '@renderer/app/session';
import { CentreName } from './CentreName';

const NAVBAR_WIDTH = 248;
const DRAWER_QUERY = '(max-width: 1000px)';

type PanelPage = (typeof PANEL_PAGES)[number];

function PanelNav({ pages, onNavigate }: { pages: readonly PanelPage[]; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Páginas do painel">
      {pages.map((page) => (
        <NavLink
          key={page.path}
          component={Link}
          to={page.path}
          label={page.label}
          active={pathname === page.path || pathname.startsWith(`${page.path}/`)}
          onClick={onNavigate}
          variant="light"
          h={44}
          style={{ borderRadius: 8 }}
          fw={500}
        />
      ))}
    </nav>
  );
}

export function PanelLayout() {
  const isDrawer = useMediaQuery(DRAWER_QUERY, false, { getInitialValueInEffect: false });
  const [sidebarOpen, sidebar] = useDisclosure(true);
  const [drawerOpen, drawer] = useDisclosure(false);
  const permissions = useSession((state) => state.userPermissions);
  const pages = PANEL_PAGES.filter((page) => hasAnyPermission(permissions, page.permissions));
  // A user with no sidebar entry (the fixed-reader station) gets the page alone.
  const withNav = pages.length > 0;

  const menuOpen = isDrawer ? drawerOpen : sidebarOpen;
  const toggleMenu = isDrawer ? drawer.toggle : sidebar.toggle;

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={
        isDrawer || !withNav
          ? undefined
          : { width: NAVBAR_WIDTH, breakpoint: 0, collapsed: { desktop: !sidebarOpen, mobile: !sidebarOpen } }
      }
      padding="lg"
    >
      <AppShell.Header>
        <Group h="100%" maw={1300} mx="auto" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            {withNav && (
              <Burger
                opened={menuOpen}
                onClick={toggleMenu}
                size="sm"
                aria-label={menuOpen ? 'Fechar menu lateral' : 'Abrir menu lateral'}
              />
            )}
            <DocaLogo wordVisibleFrom="xs" />
            <Divider orientation="vertical" visibleFrom="sm" />
            <CentreName badgeFits="fromPhone" />
          </Group>
          <HeaderActions />
        </Group>
      </AppShell.Header>

      {withNav && !isDrawer && (
        <AppShell.Navbar p="sm">
          <AppShell.Section grow component={ScrollArea}>
            <PanelNav pages={pages} />
          </AppShell.Section>
        </AppShell.Navbar>
      )}

      {withNav && isDrawer && (
        <Drawer opened={drawerOpen} onClose={drawer.close} size={NAVBAR_WIDTH + 32} title={<DocaLogo />} padding="sm">
          <PanelNav pages={pages} onNavigate={drawer.close} />
        </Drawer>
      )}

      <AppShell.Main>
        <Box maw={1600} mx="auto">
          <Outlet />
        </Box>
      </AppShell.Main>
    </AppShell>
  );
}
