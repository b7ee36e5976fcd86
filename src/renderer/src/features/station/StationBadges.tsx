// Both links at a glance, for the conveyor kiosk's header and the station screen: the
// server (the page's own link) and the conveyor link with the reads still waiting on disk.
// Renders nothing outside Electron.
import { Badge, Group } from '@mantine/core';
import { LINK_STATE, SERVER_STATE } from './labels';
import { useConveyorLink, useServerStatus } from './useStationState';

export function StationBadges() {
  const server = useServerStatus();
  const link = useConveyorLink();
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
          {link.pending > 0 && ` · ${link.pending} ${link.pending === 1 ? 'leitura pendente' : 'leituras pendentes'}`}
        </Badge>
      )}
    </Group>
  );
}
