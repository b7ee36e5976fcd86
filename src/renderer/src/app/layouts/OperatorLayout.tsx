// The operator area (/operacao/...): a tall header for tablets with the centre, the running
// group and stage, help or notifications and the user menu; the screen below it.
import { AppShell, Badge, Box, Divider, Group, Text } from '@mantine/core';
import { Outlet, useLocation } from 'react-router-dom';
import { DocaLogo } from '@renderer/components/DocaLogo';
import { HeaderActions } from '@renderer/app/menu/HeaderActions';
import { stageLabel, useOperatorHeader } from '@renderer/app/header';
import { CentreName } from './CentreName';

function OperatorStatus() {
  const { pathname } = useLocation();
  const groupNumber = useOperatorHeader((state) => state.groupNumber);
  const stage = useOperatorHeader((state) => stageLabel(state.stage));
  if (pathname.startsWith('/operacao/conferencia')) {
    return (
      <Text fw={700} fz={{ base: 'md', sm: 'lg' }} truncate>
        Conferência de pedidos
      </Text>
    );
  }
  if (groupNumber === null && stage === null) return null;
  return (
    <Group gap="xs" wrap="nowrap">
      {groupNumber !== null && (
        <Badge size="xl" variant="light" radius="sm">
          Grupo {groupNumber}
        </Badge>
      )}
      {stage && (
        <Text fw={700} fz={{ base: 'md', sm: 'lg' }} truncate>
          {stage}
        </Text>
      )}
    </Group>
  );
}

export function OperatorLayout() {
  return (
    <AppShell header={{ height: 72 }} padding={{ base: 'sm', sm: 'lg' }}>
      <AppShell.Header>
        <Group h="100%" px={{ base: 'sm', sm: 'lg' }} justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="md" wrap="nowrap">
            <DocaLogo />
            <Divider orientation="vertical" visibleFrom="sm" />
            <CentreName />
          </Group>
          <Box style={{ minWidth: 0, flex: '0 1 auto' }}>
            <OperatorStatus />
          </Box>
          <HeaderActions />
        </Group>
      </AppShell.Header>
      <AppShell.Main>
        <Box maw={1300} mx="auto">
          <Outlet />
        </Box>
      </AppShell.Main>
    </AppShell>
  );
}
