// The box conference scanning screen (spec/loading.md §2.4), reached from the list.
import { BackLink } from '@renderer/components/BackLink';
import { Page } from '@renderer/components/Page';

export function BoxConferenceScanPage() {
  return <Page title="Conferência de caixas" before={<BackLink to="/painel/conferencia-de-caixas" label="Cancelar" />} />;
}
