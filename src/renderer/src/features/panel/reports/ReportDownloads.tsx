// 'Baixar planilhas': the performance spreadsheets of a range or of one operation day, with
// the date rules of spec/panel.md §5, progress while they stream, and a way to cancel.
import { Button, Card, Group, Stack, Title } from '@mantine/core';
import { DatePickerInput, type DatesRangeValue } from '@mantine/dates';
import dayjs from 'dayjs';
import { useState } from 'react';
import {
  breaksBySeparatorDownload,
  ordersBySeparatorDownload,
  timeByLevelDownload,
  timeBySeparatorDownload,
  timeBySkuDownload,
} from '@shared/contract/reports';
import { reportDayError, reportDefaultDate, reportDefaultDay, reportRangeError, type DateRuleError } from '@shared/domain/date-ranges';
import { OperationDayPicker } from '@renderer/components/OperationDayPicker';
import { popup } from '@renderer/components/popups';
import { DownloadProgress } from '@renderer/components/download/DownloadProgress';
import { downloadFile } from '@renderer/components/download/downloadFile';
import { useDownload, type DownloadStarter } from '@renderer/components/download/useDownload';

const RANGE_REPORTS = [
  { label: 'Pedidos por separador', endpoint: ordersBySeparatorDownload, name: 'pedidos-por-separador.xlsx' },
  { label: 'Tempo por separador', endpoint: timeBySeparatorDownload, name: 'tempo-por-separador.xlsx' },
  { label: 'Quebras por separador', endpoint: breaksBySeparatorDownload, name: 'quebras-por-separador.xlsx' },
] as const;

const DAY_REPORTS = [
  { label: 'Tempo por SKU', endpoint: timeBySkuDownload, name: 'tempo-por-sku.xlsx' },
  { label: 'Tempo por etapa', endpoint: timeByLevelDownload, name: 'tempo-por-etapa.xlsx' },
] as const;

const iso = (value: string | Date | null) => (value ? dayjs(value).format('YYYY-MM-DD') : null);

export function ReportDownloads() {
  const [range, setRange] = useState<DatesRangeValue<string>>(() => {
    const date = reportDefaultDate(dayjs().format('YYYY-MM-DD'), dayjs().hour());
    return [date, date];
  });
  const [day, setDay] = useState<string | null>(() => reportDefaultDay(dayjs().format('YYYY-MM-DD'), dayjs().hour()));
  const download = useDownload();
  const running = download.running;

  const run = (label: string, refusal: DateRuleError | null, start: DownloadStarter) => {
    if (refusal) {
      popup.warning(refusal.message, { title: refusal.title });
      return;
    }
    void download.start(label, start);
  };

  const today = dayjs().format('YYYY-MM-DD');
  const [first, last] = [iso(range[0]), iso(range[1] ?? range[0])];
  return (
    <Card withBorder padding="lg">
      <Stack>
        <Title order={2} fz="lg">
          Baixar planilhas
        </Title>
        <Group align="flex-end">
          <DatePickerInput
            type="range"
            allowSingleDateInRange
            label="Período"
            valueFormat="DD/MM/YYYY"
            maxDate={dayjs().subtract(1, 'day').toDate()}
            value={range}
            onChange={setRange}
            w={260}
          />
          {RANGE_REPORTS.map((report) => (
            <Button
              key={report.label}
              variant="light"
              disabled={running !== undefined}
              onClick={() =>
                run(report.label, reportRangeError(first, last, today), (signal, onProgress) =>
                  downloadFile(
                    report.endpoint,
                    { query: { initialSeparationDate: first!, finalSeparationDate: last! } },
                    report.name,
                    { signal, onProgress },
                  ),
                )
              }
            >
              {report.label}
            </Button>
          ))}
        </Group>
        <Group align="flex-end">
          <OperationDayPicker label="Data da operação" value={day} onChange={setDay} w={260} />
          {DAY_REPORTS.map((report) => (
            <Button
              key={report.label}
              variant="light"
              disabled={running !== undefined}
              onClick={() =>
                run(report.label, reportDayError(iso(day)), (signal, onProgress) =>
                  downloadFile(report.endpoint, { query: { operationDate: iso(day)! } }, report.name, { signal, onProgress }),
                )
              }
            >
              {report.label}
            </Button>
          ))}
        </Group>
        <DownloadProgress running={running} onCancel={download.cancel} />
      </Stack>
    </Card>
  );
}
