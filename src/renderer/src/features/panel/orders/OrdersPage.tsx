// The list of orders (spec/panel.md §2 "Orders").
import { Page } from '@renderer/components/Page';

export function OrdersPage() {
  return <Page title={'Lista de pedidos'} />;
}
