// One order (spec/panel.md §2 "Orders", order detail): the back link reads 'Pedidos' when
// opened from the list (query view), else 'Dashboard'; without an order id, the dashboard.
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { BackLink } from '@renderer/components/BackLink';
import { Page } from '@renderer/components/Page';

export function OrderDetailPage() {
  const { orderId } = useParams();
  const [search] = useSearchParams();
  if (!orderId) return <Navigate to="/painel/dashboard" replace />;
  const fromList = search.has('view');
  return (
    <Page
      title={`Pedido ${orderId}`}
      before={
        fromList ? <BackLink to="/painel/pedidos" label="Pedidos" /> : <BackLink to="/painel/dashboard" label="Dashboard" />
      }
    />
  );
}
