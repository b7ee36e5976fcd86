import { Anchor, Group } from '@mantine/core';
import { Link } from 'react-router-dom';
import { IconArrowLeft } from './icons';

/** A link back to the page a screen belongs to, with the spec's label. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Anchor component={Link} to={to} fw={600} w="fit-content">
      <Group gap={6} wrap="nowrap" mih={44}>
        <IconArrowLeft size={18} />
        {label}
      </Group>
    </Anchor>
  );
}
