// Performance of the separators (spec/panel.md §2 "Performance").
import { Page } from '@renderer/components/Page';

export function PerformanceReportPage() {
  return <Page title={'Desempenho dos separadores'} />;
}
