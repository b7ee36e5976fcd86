// The critical-order conference (spec/loading.md §2.5): tabs 'Pedidos críticos' and, only
// with the critical-order permission, 'Rotas estouradas'.
import { Tabs } from '@mantine/core';
import { hasAnyPermission } from '@shared/domain/permissions';
import { useSession } from '@renderer/app/session';
import { Page } from '@renderer/components/Page';
import { CriticalOrdersTab } from './CriticalOrdersTab';
import { OverCapacityRoutesTab } from '../over-capacity-routes/OverCapacityRoutesTab';

export function CriticalConferencePage() {
  const permissions = useSession((state) => state.userPermissions);
  const seesRoutes = hasAnyPermission(permissions, ['SeparationCheckCriticalOrder']);
  return (
    <Page title="Conferência de pedidos críticos">
      <Tabs defaultValue="orders" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="orders">Pedidos críticos</Tabs.Tab>
          {seesRoutes && <Tabs.Tab value="routes">Rotas estouradas</Tabs.Tab>}
        </Tabs.List>
        <Tabs.Panel value="orders" pt="md">
          <CriticalOrdersTab />
        </Tabs.Panel>
        {seesRoutes && (
          <Tabs.Panel value="routes" pt="md">
            <OverCapacityRoutesTab />
          </Tabs.Panel>
        )}
      </Tabs>
    </Page>
  );
}
