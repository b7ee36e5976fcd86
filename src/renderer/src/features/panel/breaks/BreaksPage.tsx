// Orders with breaks to release, and the release history (spec/panel.md §2 "Breaks").
import { Tabs } from '@mantine/core';
import { useState } from 'react';
import { Page } from '@renderer/components/Page';
import { BreakHistoryTab } from './BreakHistoryTab';
import { ReleaseTab } from './ReleaseTab';

export function BreaksPage() {
  const [tab, setTab] = useState<string | null>('release');
  return (
    <Page title="Quebras">
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="release">A liberar</Tabs.Tab>
          <Tabs.Tab value="history">Histórico</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="release" pt="md">
          <ReleaseTab />
        </Tabs.Panel>
        <Tabs.Panel value="history" pt="md">
          <BreakHistoryTab />
        </Tabs.Panel>
      </Tabs>
    </Page>
  );
}
