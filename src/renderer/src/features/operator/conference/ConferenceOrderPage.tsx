// The operator conference of one order (spec/operator.md §2 'Operator conference screen').
import { useParams } from 'react-router-dom';
import { Page } from '@renderer/components/Page';

export function ConferenceOrderPage() {
  const { orderId } = useParams();
  return <Page title={`Pedido ${orderId ?? ''}`.trim()} />;
}
