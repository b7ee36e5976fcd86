// The label printer: network (TCP 9100), serial / USB-serial, or a USB printer-class device,
// with a status check (~HS) and a test label. A printer that does not answer is shown as a
// fault, with what to check.
import { Alert, Autocomplete, Button, Card, Group, NumberInput, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { PrinterSettings, PrinterStatus, StationBridge } from '@shared/bridge';

interface PrinterSectionProps {
  station: StationBridge;
  printer?: PrinterSettings;
  onChange: (printer: PrinterSettings | undefined) => void;
}

const NEW_PRINTER: Record<PrinterSettings['kind'] | 'none', PrinterSettings | undefined> = {
  none: undefined,
  tcp: { kind: 'tcp', host: '', port: 9100 },
  serial: { kind: 'serial', path: '', baudRate: 9600 },
  usb: { kind: 'usb', path: '' },
};

/** The USB printers the station sees, asked when the user picks a USB printer. */
function useUsbPrinters(station: StationBridge, wanted: boolean): string[] {
  const [found, setFound] = useState<string[]>([]);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    station
      .listDevices()
      .then((devices) => live && setFound(devices.usbPrinters))
      .catch(() => live && setFound([]));
    return () => {
      live = false;
    };
  }, [station, wanted]);
  return found;
}

export function PrinterSection({ station, printer, onChange }: PrinterSectionProps) {
  const [result, setResult] = useState<PrinterStatus>();
  const [busy, setBusy] = useState<'status' | 'print'>();
  const usbPrinters = useUsbPrinters(station, printer?.kind === 'usb');

  const run = async (what: 'status' | 'print') => {
    if (!printer) return;
    setBusy(what);
    setResult(undefined);
    try {
      setResult(what === 'status' ? await station.printerStatus(printer) : await station.printTestLabel(printer));
    } catch {
      setResult({ ok: false, faults: ['Confira o endereço e a porta da impressora'] });
    } finally {
      setBusy(undefined);
    }
  };

  const ready = printer !== undefined && (printer.kind === 'tcp' ? printer.host.trim() !== '' : printer.path.trim() !== '');

  return (
    <Card withBorder padding="lg">
      <Stack gap="md">
        <Title order={2} fz={20}>
          Impressora de etiquetas
        </Title>
        <SegmentedControl
          size="md"
          value={printer?.kind ?? 'none'}
          onChange={(kind) => {
            setResult(undefined);
            onChange(NEW_PRINTER[kind as keyof typeof NEW_PRINTER]);
          }}
          data={[
            { value: 'none', label: 'Nenhuma' },
            { value: 'tcp', label: 'Rede (porta 9100)' },
            { value: 'serial', label: 'Serial / USB-serial' },
            { value: 'usb', label: 'USB' },
          ]}
        />
        {printer?.kind === 'tcp' && (
          <Group grow>
            <TextInput label="Endereço IP" size="md" placeholder="192.168.0.50" value={printer.host} onChange={(e) => onChange({ ...printer, host: e.currentTarget.value })} />
            <NumberInput label="Porta" size="md" min={1} max={65535} value={printer.port} onChange={(value) => onChange({ ...printer, port: Number(value) || 9100 })} />
          </Group>
        )}
        {printer?.kind === 'serial' && (
          <Group grow>
            <TextInput label="Porta serial" size="md" placeholder="/dev/ttyUSB0 ou COM3" value={printer.path} onChange={(e) => onChange({ ...printer, path: e.currentTarget.value })} />
            <NumberInput label="Velocidade (bps)" size="md" min={300} max={921600} value={printer.baudRate} onChange={(value) => onChange({ ...printer, baudRate: Number(value) || 9600 })} />
          </Group>
        )}
        {printer?.kind === 'usb' && (
          <Autocomplete
            label="Impressora USB"
            size="md"
            placeholder={'/dev/usb/lp0 ou \\\\localhost\\Zebra'}
            description={usbPrinters.length === 0 ? 'Nenhuma impressora USB encontrada: confira o cabo, ou digite o caminho da impressora compartilhada' : undefined}
            data={usbPrinters}
            value={printer.path}
            onChange={(path) => onChange({ ...printer, path })}
          />
        )}
        {printer && (
          <Group>
            <Button variant="light" size="md" disabled={!ready} loading={busy === 'status'} onClick={() => void run('status')}>
              Verificar status
            </Button>
            <Button variant="light" size="md" disabled={!ready} loading={busy === 'print'} onClick={() => void run('print')}>
              Imprimir etiqueta de teste
            </Button>
          </Group>
        )}
        {result &&
          (result.ok ? (
            <Alert color="green" title="Impressora pronta" />
          ) : (
            <Alert color="red" title="Impressora com problema">
              <Stack gap={2}>
                {result.faults.map((fault) => (
                  <Text key={fault}>{fault}</Text>
                ))}
              </Stack>
            </Alert>
          ))}
      </Stack>
    </Card>
  );
}
