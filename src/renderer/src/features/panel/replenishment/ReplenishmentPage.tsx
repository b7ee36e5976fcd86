// Replenishment requests and their history (spec/panel.md §2 "Replenishment").
import { Tabs } from '@mantine/core';
import { useState } from 'react';
import { Page } from '@renderer/components/Page';
import { ReplenishmentHistoryTab } from './ReplenishmentHistoryTab';
import { RequestsTab } from './RequestsTab';

export function ReplenishmentPage() {
  const [tab, setTab] = useState<string | null>('requests');
  return (
    <Page title="Reabastecimento">
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="requests">Solicitações</Tabs.Tab>
          <Tabs.Tab value="history">Histórico</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="requests" pt="md">
          <RequestsTab />
        </Tabs.Panel>
        <Tabs.Panel value="history" pt="md">
          <ReplenishmentHistoryTab />
        </Tabs.Panel>
      </Tabs>
    </Page>
  );
}
