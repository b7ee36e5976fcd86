// The station's readers: each with its live state and the last code it read (the test: scan
// something and see it here), a way to remove it, and a form to add one from the devices
// plugged in now.
import { Badge, Button, Card, Group, NumberInput, SegmentedControl, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import {
  HID_FORMATS,
  LINE_ENDINGS,
  READER_USES,
  type DeviceList,
  type HidFormat,
  type LineEnding,
  type ReaderSettings,
  type ReaderUse,
  type StationBridge,
} from '@shared/bridge';
import { popup } from '@renderer/components/popups';
import { HID_FORMAT_LABELS, LINE_ENDING_LABELS, READER_STATE, USE_LABELS, hex4 } from './labels';
import { useReaders } from './useStationState';

interface ReadersSectionProps {
  station: StationBridge;
  readers: ReaderSettings[];
  onChange: (readers: ReaderSettings[]) => void;
}

const describeReader = (reader: ReaderSettings) =>
  reader.kind === 'serial'
    ? `Serial ${reader.path} · ${reader.baudRate} bps · ${LINE_ENDING_LABELS[reader.lineEnding]}`
    : `USB HID ${hex4(reader.vendorId)}:${hex4(reader.productId)} · ${HID_FORMAT_LABELS[reader.format]}`;

export function ReadersSection({ station, readers, onChange }: ReadersSectionProps) {
  const { statuses, lastScans } = useReaders();
  return (
    <Card withBorder padding="lg">
      <Stack gap="md">
        <Title order={2} fz={20}>
          Leitores
        </Title>
        {readers.length === 0 && <Text c="dimmed">Nenhum leitor configurado. Adicione um abaixo.</Text>}
        {readers.map((reader) => {
          const status = statuses[reader.id];
          const scan = lastScans[reader.id];
          return (
            <Card key={reader.id} withBorder padding="md" data-testid={`leitor-${reader.id}`}>
              <Group justify="space-between" wrap="wrap" gap="sm">
                <Stack gap={2}>
                  <Text fw={700}>
                    {reader.id} · {USE_LABELS[reader.use]}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {describeReader(reader)}
                  </Text>
                  {status?.message && (
                    <Text size="sm" c="red">
                      {status.message}
                    </Text>
                  )}
                  <Text size="sm">{scan ? `Último código lido: ${scan.code}` : 'Leia um código para testar este leitor.'}</Text>
                </Stack>
                <Group gap="sm">
                  <Badge size="lg" color={READER_STATE[status?.state ?? 'connecting'].color}>
                    {status ? READER_STATE[status.state].label : 'Não salvo'}
                  </Badge>
                  <Button variant="subtle" color="red" size="md" onClick={() => onChange(readers.filter((other) => other.id !== reader.id))}>
                    Remover
                  </Button>
                </Group>
              </Group>
            </Card>
          );
        })}
        <AddReaderForm
          station={station}
          takenIds={readers.map((reader) => reader.id)}
          onAdd={(reader) => onChange([...readers, reader])}
        />
      </Stack>
    </Card>
  );
}

function AddReaderForm({ station, takenIds, onAdd }: { station: StationBridge; takenIds: string[]; onAdd: (reader: ReaderSettings) => void }) {
  const [devices, setDevices] = useState<DeviceList>();
  const [kind, setKind] = useState<'serial' | 'hid'>('serial');
  const [device, setDevice] = useState<string | null>(null);
  const [use, setUse] = useState<ReaderUse>('hand');
  const [baudRate, setBaudRate] = useState<number>(9600);
  const [lineEnding, setLineEnding] = useState<LineEnding>('any');
  const [hidFormat, setHidFormat] = useState<HidFormat>('pos');
  const [listing, setListing] = useState(false);

  const list = async () => {
    setListing(true);
    try {
      setDevices(await station.listDevices());
    } catch {
      popup.error('Erro ao listar os dispositivos');
    } finally {
      setListing(false);
    }
  };

  const options =
    kind === 'serial'
      ? (devices?.serialPorts ?? []).map((port) => ({ value: port.path, label: [port.path, port.manufacturer].filter(Boolean).join(' · ') }))
      : (devices?.hidDevices ?? []).map((hid) => ({
          value: `${hid.vendorId}:${hid.productId}`,
          label: `${hex4(hid.vendorId)}:${hex4(hid.productId)} ${hid.product ?? ''}`.trim(),
        }));

  const add = () => {
    if (!device) return;
    let n = takenIds.length + 1;
    while (takenIds.includes(`leitor-${n}`)) n += 1;
    const id = `leitor-${n}`;
    if (kind === 'serial') {
      onAdd({ kind, id, use, path: device, baudRate, dataBits: 8, parity: 'none', stopBits: 1, lineEnding });
    } else {
      const [vendorId, productId] = device.split(':').map(Number);
      onAdd({ kind, id, use, vendorId: vendorId ?? 0, productId: productId ?? 0, format: hidFormat });
    }
    setDevice(null);
  };

  return (
    <Stack gap="sm" pt="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
      <Group justify="space-between">
        <Text fw={700}>Adicionar leitor</Text>
        <Button variant="light" size="md" loading={listing} onClick={() => void list()}>
          {devices ? 'Atualizar lista' : 'Procurar dispositivos'}
        </Button>
      </Group>
      <Group grow align="flex-end" wrap="wrap">
        <SegmentedControl
          size="md"
          value={kind}
          onChange={(value) => {
            setKind(value as 'serial' | 'hid');
            setDevice(null);
          }}
          data={[
            { value: 'serial', label: 'Serial' },
            { value: 'hid', label: 'USB HID' },
          ]}
        />
        <SegmentedControl
          size="md"
          value={use}
          onChange={(value) => setUse(value as ReaderUse)}
          data={READER_USES.map((value) => ({ value, label: USE_LABELS[value] }))}
        />
      </Group>
      <Select
        label="Dispositivo"
        size="md"
        placeholder={devices ? (options.length ? 'Escolha o dispositivo' : 'Nenhum dispositivo encontrado') : 'Clique em Procurar dispositivos'}
        data={options}
        value={device}
        onChange={setDevice}
        disabled={!devices}
      />
      {kind === 'serial' && (
        <Group grow>
          <NumberInput label="Velocidade (bps)" size="md" value={baudRate} min={300} max={921600} onChange={(value) => setBaudRate(Number(value) || 9600)} />
          <Select
            label="Fim de código"
            size="md"
            allowDeselect={false}
            data={LINE_ENDINGS.map((value) => ({ value, label: LINE_ENDING_LABELS[value] }))}
            value={lineEnding}
            onChange={(value) => value && setLineEnding(value as LineEnding)}
          />
        </Group>
      )}
      {kind === 'hid' && (
        <Stack gap={4}>
          <SegmentedControl
            size="md"
            value={hidFormat}
            onChange={(value) => setHidFormat(value as HidFormat)}
            data={HID_FORMATS.map((value) => ({ value, label: HID_FORMAT_LABELS[value] }))}
          />
          <Text size="sm" c="dimmed">
            {hidFormat === 'pos'
              ? 'Configure o leitor no modo HID POS (veja o manual do leitor).'
              : 'No modo teclado o leitor também digita no campo em foco; no Windows este modo não pode ser lido pelo Doca.'}
          </Text>
        </Stack>
      )}
      <Group justify="flex-end">
        <Button size="md" disabled={!device} onClick={add}>
          Adicionar leitor
        </Button>
      </Group>
    </Stack>
  );
}
