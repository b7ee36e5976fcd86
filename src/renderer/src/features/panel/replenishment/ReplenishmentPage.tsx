// Replenishment requests and their history (spec/panel.md §2 "Replenishment").
import { Page } from '@renderer/components/Page';

export function ReplenishmentPage() {
  return <Page title={'Reabastecimento'} />;
}
