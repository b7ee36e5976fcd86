// Finance of orders: without invoice, released, pending payments (spec/loading.md §2.2). The
// search is shared by the tabs and mirrored in the query parameter 'search'.
import { Tabs, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Page } from '@renderer/components/Page';
import { useQuerySearch } from '@renderer/hooks/useQuerySearch';
import { PendingPaymentsTab } from './PendingPaymentsTab';
import { ReleasedTab } from './ReleasedTab';
import { WithoutInvoiceTab } from './WithoutInvoiceTab';

/** Search debounce (spec/loading.md §9). */
const SEARCH_DEBOUNCE_MS = 300;

export function InvoicesPage() {
  const { text, setText, search } = useQuerySearch(SEARCH_DEBOUNCE_MS);
  const [tab, setTab] = useState<string | null>('without-invoice');


  return (
    <Page title="Financeiro dos pedidos">
      <TextInput
        label="Pesquisar"
        placeholder="N° do pedido, cliente ou rota"
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        maw={420}
      />
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="without-invoice">Sem nota fiscal</Tabs.Tab>
          <Tabs.Tab value="released">Liberados sem nota fiscal</Tabs.Tab>
          <Tabs.Tab value="pending-payments">Pagamentos pendentes</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="without-invoice" pt="md">
          <WithoutInvoiceTab key={search} search={search} />
        </Tabs.Panel>
        <Tabs.Panel value="released" pt="md">
          <ReleasedTab key={search} search={search} />
        </Tabs.Panel>
        <Tabs.Panel value="pending-payments" pt="md">
          <PendingPaymentsTab key={search} search={search} />
        </Tabs.Panel>
      </Tabs>
    </Page>
  );
}
