// Finance of orders: without invoice, released, pending payments (spec/loading.md §2.2).
import { Page } from '@renderer/components/Page';

export function InvoicesPage() {
  return <Page title={'Financeiro dos pedidos'} />;
}
