// The progress line of a running download, with its cancel button.
import { Button, Group, Progress, Text } from '@mantine/core';
import { formatNumber } from '@shared/format';
import type { RunningDownload } from './useDownload';

export function DownloadProgress({ running, onCancel }: { running: RunningDownload | undefined; onCancel(): void }) {
  if (!running) return null;
  return (
    <Group>
      <Progress value={100} animated w={200} aria-label={`Baixando ${running.label}`} />
      <Text size="sm">
        {running.label}: {formatNumber(running.bytes / 1024, 0)} KB recebidos
      </Text>
      <Button variant="subtle" color="red" onClick={onCancel}>
        Cancelar download
      </Button>
    </Group>
  );
}
