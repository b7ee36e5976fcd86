import { Badge, Group, Text } from '@mantine/core';
import { centreName } from '@shared/domain/centre';
import { useCentreIdentity } from '@renderer/app/centre';

/**
 * The centre's name from the host name; hidden under 768 px (spec/operator.md §1). The demo
 * centre says so at every width, so nobody takes it for the real one.
 */
export function CentreName() {
  const demo = useCentreIdentity()?.demo ?? false;
  return (
    <Group gap="xs" wrap="nowrap">
      <Text visibleFrom="sm" fw={600} c="dimmed" size="sm" tt="uppercase" style={{ letterSpacing: 0.6 }}>
        {centreName(window.location.hostname)}
      </Text>
      {demo && <DemoBadge />}
    </Group>
  );
}

export function DemoBadge() {
  return (
    <Badge color="orange" variant="filled" size="lg" radius="sm">
      Demonstração
    </Badge>
  );
}
