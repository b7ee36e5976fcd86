// Configurações da estação (Electron only): what this machine is for, which server it
// uses, its readers, its label printer and its station key. Main validates and stores
// everything (src/main/station.ts); readers and printer apply on save, role and server on
// the next start.
import { Alert, Badge, Button, Card, Group, PasswordInput, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { STATION_ROLES, type StationBridge, type StationRole, type StationSettingsInput } from '@shared/bridge';
import { CentredLoader } from '@renderer/components/CentredLoader';
import { Page } from '@renderer/components/Page';
import { popup } from '@renderer/components/popups';
import { PrinterSection } from './PrinterSection';
import { ReadersSection } from './ReadersSection';
import { StationBadges } from './StationBadges';
import { ROLE_LABELS } from './labels';
import { useStationInfo } from './useStationState';

const TITLE = 'Configurações da estação';

export function StationSettingsPage() {
  const station = window.station;
  if (!station) {
    return (
      <Page title={TITLE}>
        <Alert color="gray" title="Disponível apenas no aplicativo Doca">
          Leitores, impressoras e a esteira são configurados no aplicativo Doca instalado na estação. Neste navegador, os leitores
          funcionam como teclado nos campos de leitura.
        </Alert>
      </Page>
    );
  }
  return <StationSettingsForm station={station} />;
}

function StationSettingsForm({ station }: { station: StationBridge }) {
  const info = useStationInfo();
  const [settings, setSettings] = useState<StationSettingsInput>();
  const [newKey, setNewKey] = useState('');
  const [adminCode, setAdminCode] = useState('');
  const [saving, setSaving] = useState(false);
  const [loadError, setLoadError] = useState(false);
  const [restartNeeded, setRestartNeeded] = useState(false);

  useEffect(() => {
    station.getSettings().then(setSettings, () => setLoadError(true));
  }, [station]);

  if (loadError) return <Alert color="red" title="Erro ao ler as configurações da estação">Feche e abra o Doca novamente.</Alert>;
  if (!settings) return <CentredLoader />;

  const update = (patch: Partial<StationSettingsInput>) => setSettings({ ...settings, ...patch });
  const embedded = settings.role === 'all-in-one';

  const save = async () => {
    setSaving(true);
    try {
      const input: StationSettingsInput = {
        ...settings,
        serverUrl: embedded ? undefined : settings.serverUrl?.trim() || undefined,
        stationKey: newKey.trim() || undefined,
      };
      const result = await station.saveSettings(input, adminCode);
      setNewKey('');
      setAdminCode('');
      // Main decides what it kept (a new server address drops the key): read it back.
      setSettings(await station.getSettings());
      setRestartNeeded(result.restartNeeded);
      popup.success('Configurações da estação salvas');
    } catch (error) {
      popup.error(refusalOf(error), { title: 'Erro ao salvar as configurações da estação' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Page title={TITLE} actions={<StationBadges />}>
      {restartNeeded && (
        <Alert color="yellow" title="Reinicie o Doca">
          <Stack gap="sm" align="flex-start">
            <Text>A função da estação e o endereço do servidor valem a partir da próxima abertura do aplicativo.</Text>
            <Button size="md" color="yellow" onClick={() => void station.restartApp()}>
              Reiniciar agora
            </Button>
          </Stack>
        </Alert>
      )}
      <Card withBorder padding="lg">
        <Stack gap="md">
          <Title order={2} fz={20}>
            Estação
          </Title>
          <Select
            label="Função da estação"
            size="md"
            allowDeselect={false}
            data={STATION_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }))}
            value={settings.role}
            onChange={(role) => role && update({ role: role as StationRole })}
          />
          {embedded ? (
            <Text c="dimmed">Servidor embutido nesta máquina{info?.serverUrl ? `: ${info.serverUrl}` : ''}</Text>
          ) : (
            <TextInput
              label="Endereço do servidor"
              description="Ex.: http://192.168.0.10:3000"
              size="md"
              value={settings.serverUrl ?? ''}
              onChange={(event) => update({ serverUrl: event.currentTarget.value })}
            />
          )}
          {info && (
            <Text size="sm" c="dimmed">
              Doca {info.appVersion} · {info.platform}
            </Text>
          )}
        </Stack>
      </Card>

      <ReadersSection station={station} readers={settings.readers} onChange={(readers) => update({ readers })} />

      <StationKeyCard kept={settings.stationKeyKept === true} sealed={info?.keySealed !== false} value={newKey} onChange={setNewKey} />

      <PrinterSection station={station} printer={settings.printer} onChange={(printer) => update({ printer })} />

      <Group justify="flex-end" align="flex-end">
        <PasswordInput
          label="Código do administrador da estação"
          description="Está no registro da estação (logs/doca.log) ou com a TI"
          size="md"
          w={420}
          value={adminCode}
          onChange={(event) => setAdminCode(event.currentTarget.value)}
        />
        <Button size="lg" loading={saving} disabled={adminCode.trim() === ''} onClick={() => void save()}>
          Salvar
        </Button>
      </Group>
    </Page>
  );
}

/**
 * What main said when it refused a save, without Electron's wrapping ("Error invoking remote
 * method '…': Error: …"); a field the main process found invalid reads as such.
 */
function refusalOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const said = message.split(/Error: /).at(-1)?.trim() ?? '';
  if (said.includes('invalid arguments')) return 'Confira os campos: algum valor não é aceito pela estação.';
  return said || 'Confira os campos.';
}

/** The key the conveyor link sends the fixed reader's codes with; never shown once saved. */
interface StationKeyCardProps {
  kept: boolean;
  /** Whether the system's keychain seals the key at rest (false on Linux without a secret service). */
  sealed: boolean;
  value: string;
  onChange: (key: string) => void;
}

function StationKeyCard({ kept, sealed, value, onChange }: StationKeyCardProps) {
  return (
    <Card withBorder padding="lg">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} fz={20}>
            Chave da estação
          </Title>
          <Badge size="lg" color={kept ? 'green' : 'gray'}>
            {kept ? 'Chave cadastrada' : 'Sem chave'}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          O leitor fixo envia as leituras ao servidor com esta chave, criada pela TI no painel, em Estações. Nenhuma senha de pessoa
          fica na estação. Trocar o endereço do servidor apaga a chave guardada.
        </Text>
        {!sealed && (
          <Alert color="yellow" title="Chave sem proteção neste computador">
            O sistema não tem um cofre de senhas (GNOME Keyring ou KWallet): a chave fica gravada como está no arquivo de
            configurações da estação. Instale um cofre ou restrinja o acesso ao arquivo.
          </Alert>
        )}
        <PasswordInput
          label="Chave da estação"
          size="md"
          placeholder={kept ? 'Mantida (cole uma nova para trocar)' : 'doca_station_...'}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      </Stack>
    </Card>
  );
}
