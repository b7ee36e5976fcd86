// Both links at a glance, for the conveyor kiosk's header and the station screen: the
// embedded server of an all-in-one, and the conveyor link (to the centre server) with the
// reads still waiting on disk, and those a full disk keeps only in memory. A remote server's state is not shown here: main only knows
// it through the conveyor link. Renders nothing outside Electron.
import { Badge, Group } from '@mantine/core';
import { pluralPt } from '@shared/format';
import { LINK_STATE, SERVER_STATE } from './labels';
import { useConveyorLink, useServerStatus, useStationInfo } from './useStationState';

export function StationBadges() {
  const info = useStationInfo();
  const status = useServerStatus();
  const server = info?.embeddedServer ? status : undefined;
  const link = useConveyorLink();
  const unsaved = link?.unsaved ?? 0;
  if (!server && !link) return null;
  return (
    <Group gap={8} wrap="nowrap">
      {server && (
        <Badge size="lg" variant="light" color={SERVER_STATE[server.state].color}>
          {SERVER_STATE[server.state].label}
        </Badge>
      )}
      {link && link.state !== 'off' && (
        <Badge size="lg" variant="light" color={LINK_STATE[link.state].color}>
          {LINK_STATE[link.state].label}
          {link.pending > 0 && ` · ${pluralPt(link.pending, 'leitura pendente', 'leituras pendentes')}`}
        </Badge>
      )}
      {unsaved > 0 && (
        // The disk refused these reads: a restart now would lose them, so it says so loudly.
        <Badge size="lg" variant="filled" color="red">
          Disco cheio: {pluralPt(unsaved, 'leitura guardada', 'leituras guardadas')} só na memória
        </Badge>
      )}
    </Group>
  );
}
