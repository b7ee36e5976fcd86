// Orders with breaks to release, and the release history (spec/panel.md §2 "Breaks").
import { Page } from '@renderer/components/Page';

export function BreaksPage() {
  return <Page title={'Quebras'} />;
}
