// Breaks seen from the operator area (spec/operator.md §2).
import { Page } from '@renderer/components/Page';

export function OperatorBreaksPage() {
  return <Page title={'Quebras'} />;
}
