// Alert boxes for orders the floor cannot pick yet, shown only when there are some.
import { Alert, Group } from '@mantine/core';
import type { Dashboard } from '@shared/contract/dashboard';
import { formatNumber, pluralWord } from '@shared/format';

export function DashboardAlerts({ dashboard }: { dashboard: Dashboard }) {
  const withoutRoute = dashboard.orders_without_route;
  const pending = dashboard.orders_pending_status;
  if (withoutRoute === 0 && pending === 0) return null;
  return (
    <Group grow align="stretch">
      {withoutRoute > 0 && (
        <Alert color="orange" variant="light" title="Pedidos sem rota">
          {formatNumber(withoutRoute)} {pluralWord(withoutRoute, 'pedido está', 'pedidos estão')} sem rota definida
        </Alert>
      )}
      {pending > 0 && (
        <Alert color="yellow" variant="light" title="Pedidos pendentes de aprovação">
          {formatNumber(pending)} {pluralWord(pending, 'pedido aguarda', 'pedidos aguardam')} aprovação do pagamento
        </Alert>
      )}
    </Group>
  );
}
