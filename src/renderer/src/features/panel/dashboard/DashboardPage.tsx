// Dashboard (spec/panel.md §2 "Dashboard"): the operation day's figures and the separators
// on the floor. The server pushes panelChanged when the floor changes, so the screen follows
// it live; the spec's 7 s polling runs only while the live socket is down.
import { Center, Loader, SegmentedControl, Stack } from '@mantine/core';
import { useState } from 'react';
import { getDashboard } from '@shared/contract/dashboard';
import { call } from '@renderer/api/http';
import { Page } from '@renderer/components/Page';
import { usePanelLoaded } from '@renderer/hooks/usePanelLoaded';
import { BreaksModal } from './BreaksModal';
import { DashboardAlerts } from './DashboardAlerts';
import type { DashboardMode } from './display';
import { InfoCards } from './InfoCards';
import { DASHBOARD_POLL_MS } from './polling';
import { RoutesModal } from './RoutesModal';
import { SeparatorsList } from './SeparatorsList';
import { StatsPanel } from './StatsPanel';

const loadDashboard = (signal: AbortSignal) => call(getDashboard, undefined, { signal });

export function DashboardPage() {
  const [mode, setMode] = useState<DashboardMode>('orders');
  const [modal, setModal] = useState<'breaks' | 'routes' | null>(null);
  const { data, refresh } = usePanelLoaded(loadDashboard, 'Erro ao buscar dados', 'dashboard', DASHBOARD_POLL_MS);
  return (
    <Page
      title="Dashboard"
      actions={
        <SegmentedControl
          value={mode}
          onChange={(value) => setMode(value as DashboardMode)}
          data={[
            { value: 'orders', label: 'Pedidos' },
            { value: 'items', label: 'Itens' },
          ]}
          aria-label="Ver por"
        />
      }
    >
      {data ? (
        <Stack gap="md">
          <DashboardAlerts dashboard={data} />
          <InfoCards dashboard={data} mode={mode} onBreaks={() => setModal('breaks')} onRoutes={() => setModal('routes')} />
          <StatsPanel dashboard={data} mode={mode} />
          <SeparatorsList dashboard={data} onChanged={refresh} />
        </Stack>
      ) : (
        <Center h={240} role="status" aria-label="Carregando dashboard">
          <Loader />
        </Center>
      )}
      <BreaksModal opened={modal === 'breaks'} onClose={() => setModal(null)} />
      <RoutesModal opened={modal === 'routes'} onClose={() => setModal(null)} />
    </Page>
  );
}
