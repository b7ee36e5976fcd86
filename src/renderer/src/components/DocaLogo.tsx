// The Doca mark: a loading-dock box in the primary colour, with the name beside it.
import { Group, Text, ThemeIcon, type MantineBreakpoint } from '@mantine/core';
import { IconBox } from './icons';

interface DocaLogoProps {
  size?: 'md' | 'lg';
  /** Where the header is short of room, the name shows only from this width; the mark always. */
  wordVisibleFrom?: MantineBreakpoint;
}

export function DocaLogo({ size = 'md', wordVisibleFrom }: DocaLogoProps) {
  const large = size === 'lg';
  return (
    <Group gap={8} wrap="nowrap">
      <ThemeIcon size={large ? 48 : 36} radius="md" variant="filled">
        <IconBox size={large ? 30 : 22} />
      </ThemeIcon>
      <Text fw={800} fz={large ? 30 : 22} lh={1} c="doca.8" visibleFrom={wordVisibleFrom}>
        Doca
      </Text>
    </Group>
  );
}
