// Start of the operator order conference (spec/operator.md §2, spec/loading.md §2.5).
import { Page } from '@renderer/components/Page';

export function ConferenceStartPage() {
  return <Page title={'Conferência de pedidos'} />;
}
