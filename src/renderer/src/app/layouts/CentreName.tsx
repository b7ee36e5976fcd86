import { Text } from '@mantine/core';
import { centreName } from '@shared/domain/centre';

/** The centre's name from the host name; hidden under 768 px (spec/operator.md §1). */
export function CentreName() {
  return (
    <Text visibleFrom="sm" fw={600} c="dimmed" size="sm" tt="uppercase" style={{ letterSpacing: 0.6 }}>
      {centreName(window.location.hostname)}
    </Text>
  );
}
