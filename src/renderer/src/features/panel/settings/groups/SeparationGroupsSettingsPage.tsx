// Separation groups: a card per group by number, "Novo Grupo", and the edit modal on click
// (spec/panel.md §2 "Settings hub").
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { listSeparationGroups, type SeparationGroup } from '@shared/contract/settings';
import { call } from '@renderer/api/http';
import { useLoaded } from '@renderer/hooks/useLoaded';
import { SettingsLoadState } from '../SettingsLoadState';
import { SettingsSectionPage } from '../SettingsSectionPage';
import { useCentreSettings } from '../useCentreSettings';
import { GroupModal } from './GroupModal';

type Editing = { group: SeparationGroup | undefined } | undefined;

const loadGroups = (signal: AbortSignal) => call(listSeparationGroups, undefined, { signal });

export function SeparationGroupsSettingsPage() {
  const { settings } = useCentreSettings();
  const { data: groups, failed, reload } = useLoaded(loadGroups, 'Erro ao buscar grupos de separação');
  const [editing, setEditing] = useState<Editing>();

  return (
    <SettingsSectionPage title="Grupos de separação">
      <Button w="fit-content" onClick={() => setEditing({ group: undefined })} disabled={!settings}>
        Novo Grupo
      </Button>
      {groups === undefined ? (
        <SettingsLoadState failed={failed} onRetry={reload} />
      ) : groups.length === 0 ? (
        <Text c="dimmed">Nenhum grupo de separação. Use "Novo Grupo" para criar o primeiro.</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          {[...groups]
            .sort((a, b) => a.separation_group - b.separation_group)
            .map((group) => (
              <UnstyledButton key={group.id} onClick={() => setEditing({ group })} disabled={!settings}>
                <Card withBorder padding="md" h="100%">
                  <Stack gap={6}>
                    <Text fw={700} size="lg">
                      Grupo {group.separation_group}
                    </Text>
                    <Group gap={6}>
                      <Badge variant="light" color={group.separation_group_commands ? 'doca' : 'gray'}>
                        {group.separation_group_commands ? 'Automático' : 'Manual'}
                      </Badge>
                      <Badge variant="light" color={group.cam_scanner || group.infrared_scanner ? 'blue' : 'orange'}>
                        {group.cam_scanner ? 'Com câmera' : group.infrared_scanner ? 'Com leitor' : 'Sem leitor'}
                      </Badge>
                    </Group>
                    <Text size="sm" c="dimmed">
                      Mercado {group.market_number}
                    </Text>
                  </Stack>
                </Card>
              </UnstyledButton>
            ))}
        </SimpleGrid>
      )}
      {editing && (
        <GroupModal
          key={editing.group?.id ?? 'new'}
          group={editing.group}
          separations={settings?.separations ?? 1}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            reload();
          }}
        />
      )}
    </SettingsSectionPage>
  );
}
