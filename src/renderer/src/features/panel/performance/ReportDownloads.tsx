// 'Baixar planilhas': the performance spreadsheets of a range or of one operation day, with
// the date rules of spec/panel.md §5, progress while they stream, and a way to cancel.
import { Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { DatePickerInput, type DatesRangeValue } from '@mantine/dates';
import dayjs from 'dayjs';
import { useRef, useState } from 'react';
import {
  breaksBySeparatorDownload,
  ordersBySeparatorDownload,
  timeBySeparatorDownload,
  timeBySkuDownload,
} from '@shared/contract/reports';
import { reportDayError, reportRangeError, type DateRuleError } from '@shared/domain/date-ranges';
import { formatNumber } from '@shared/format';
import { failureMessage } from '@renderer/api/http';
import { popup } from '@renderer/components/popups';
import { downloadFile } from './downloadFile';

const RANGE_REPORTS = [
  { label: 'Pedidos por separador', endpoint: ordersBySeparatorDownload, name: 'pedidos-por-separador.xlsx' },
  { label: 'Tempo por separador', endpoint: timeBySeparatorDownload, name: 'tempo-por-separador.xlsx' },
  { label: 'Quebras por separador', endpoint: breaksBySeparatorDownload, name: 'quebras-por-separador.xlsx' },
] as const;

const iso = (value: string | Date | null) => (value ? dayjs(value).format('YYYY-MM-DD') : null);

/** Yesterday, or two days ago before noon (spec/panel.md §5 'Default dates'). */
function defaultDay(): string {
  const now = dayjs();
  return now.subtract(now.hour() < 12 ? 2 : 1, 'day').format('YYYY-MM-DD');
}

export function ReportDownloads() {
  const [range, setRange] = useState<DatesRangeValue<string>>([defaultDay(), defaultDay()]);
  const [day, setDay] = useState<string | null>(defaultDay());
  const [running, setRunning] = useState<{ label: string; bytes: number }>();
  const controller = useRef<AbortController>(undefined);

  const run = async (label: string, refusal: DateRuleError | null, start: (signal: AbortSignal, onProgress: (bytes: number) => void) => Promise<string>) => {
    if (refusal) {
      popup.warning(refusal.message, { title: refusal.title });
      return;
    }
    controller.current = new AbortController();
    setRunning({ label, bytes: 0 });
    try {
      const name = await start(controller.current.signal, (bytes) => setRunning({ label, bytes }));
      popup.success(`Planilha ${name} baixada com sucesso`);
    } catch (error) {
      if (!controller.current.signal.aborted) {
        popup.error(failureMessage(error), { title: 'Erro ao tentar fazer o download' });
      }
    } finally {
      setRunning(undefined);
    }
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
                void run(report.label, reportRangeError(first, last, today), (signal, onProgress) =>
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
          <DatePickerInput label="Data da operação" valueFormat="DD/MM/YYYY" maxDate={new Date()} value={day} onChange={setDay} w={260} />
          <Button
            variant="light"
            disabled={running !== undefined}
            onClick={() =>
              void run('Tempo por SKU', reportDayError(iso(day)), (signal, onProgress) =>
                downloadFile(timeBySkuDownload, { query: { operationDate: iso(day)! } }, 'tempo-por-sku.xlsx', { signal, onProgress }),
              )
            }
          >
            Tempo por SKU
          </Button>
        </Group>
        {running && (
          <Group>
            <Progress value={100} animated w={200} aria-label={`Baixando ${running.label}`} />
            <Text size="sm">
              {running.label}: {formatNumber(running.bytes / 1024, 0)} KB recebidos
            </Text>
            <Button variant="subtle" color="red" onClick={() => controller.current?.abort()}>
              Cancelar download
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
