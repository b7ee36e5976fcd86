import { Badge, Group, Text } from '@mantine/core';
import { useCentreIdentity, useCentreName } from '@renderer/app/centre';
import classes from './DemoBadge.module.css';

/** From which width the badge's header holds 'Demonstração' (DemoBadge.module.css). */
export type DemoBadgeFits = 'fromSmallPhone' | 'fromPhone';

/**
 * The centre's name (the server's, else the host's); hidden under 768 px (spec/operator.md §1). The demo
 * centre says so at every width, so nobody takes it for the real one.
 */
export function CentreName({ badgeFits }: { badgeFits: DemoBadgeFits }) {
  const demo = useCentreIdentity()?.demo ?? false;
  const name = useCentreName();
  return (
    <Group gap="xs" wrap="nowrap">
      <Text visibleFrom="sm" fw={600} c="dimmed" size="sm" tt="uppercase" style={{ letterSpacing: 0.6 }}>
        {name}
      </Text>
      {demo && <DemoBadge fits={badgeFits} />}
    </Group>
  );
}

const WORD_CLASSES: Record<DemoBadgeFits, { long: string; short: string }> = {
  fromSmallPhone: { long: classes.longFromSmallPhone!, short: `${classes.short} ${classes.shortBelowSmallPhone}` },
  fromPhone: { long: classes.longFromPhone!, short: `${classes.short} ${classes.shortBelowPhone}` },
};

export function DemoBadge({ fits }: { fits: DemoBadgeFits }) {
  const words = WORD_CLASSES[fits];
  return (
    <Badge className={classes.badge} color="orange" variant="filled" size="lg" radius="sm">
      <span className={words.long}>Demonstração</span>
      <span className={words.short}>Demo</span>
    </Badge>
  );
}
