import { Badge, Group, Text } from '@mantine/core';
import { useCentreIdentity, useCentreName } from '@renderer/app/centre';
import classes from './DemoBadge.module.css';

/**
 * The centre's name (the server's, else the host's); hidden under 768 px (spec/operator.md §1). The demo
 * centre says so at every width, so nobody takes it for the real one.
 */
export function CentreName() {
  const demo = useCentreIdentity()?.demo ?? false;
  const name = useCentreName();
  return (
    <Group gap="xs" wrap="nowrap">
      <Text visibleFrom="sm" fw={600} c="dimmed" size="sm" tt="uppercase" style={{ letterSpacing: 0.6 }}>
        {name}
      </Text>
      {demo && <DemoBadge />}
    </Group>
  );
}

export function DemoBadge() {
  return (
    <Badge color="orange" variant="filled" size="lg" radius="sm">
      <span className={classes.long}>Demonstração</span>
      <span className={classes.short}>Demo</span>
    </Badge>
  );
}
