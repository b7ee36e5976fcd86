// Packing lists per route (spec/panel.md §2 "Romaneios").
import { Page } from '@renderer/components/Page';

export function PackingListsPage() {
  return <Page title={'Romaneios'} />;
}
