// Performance of the separators (spec/panel.md §2 "Performance"): the spreadsheets of
// section 7 'Reports and downloads'.
import { Page } from '@renderer/components/Page';
import { ReportDownloads } from './ReportDownloads';

export function PerformanceReportPage() {
  return (
    <Page title="Desempenho dos separadores">
      <ReportDownloads />
    </Page>
  );
}
