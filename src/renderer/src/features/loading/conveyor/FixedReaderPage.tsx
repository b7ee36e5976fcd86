// The conveyor and loading screen of the fixed reader (spec/loading.md §2.1).
import { Page } from '@renderer/components/Page';

export function FixedReaderPage() {
  return <Page title={'Leitor fixo'} />;
}
