// The picking screen (spec/operator.md §2 'Picking screen states'); the conference variant
// lives at /operacao/conferencia/pedido. Query productivity=true or nextOrder=true may be set.
import { Page } from '@renderer/components/Page';

export function PickingPage({ conference = false }: { conference?: boolean }) {
  return <Page title={conference ? 'Conferência de pedidos' : 'Separação'} />;
}
