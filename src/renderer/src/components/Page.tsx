// The frame of every page: its Portuguese title (the page's h1) and its content.
import { Group, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';

interface PageProps {
  title: string;
  /** Controls shown at the right of the title (filters, actions). */
  actions?: ReactNode;
  /** Shown above the title (a back link). */
  before?: ReactNode;
  children?: ReactNode;
}

export function Page({ title, actions, before, children }: PageProps) {
  useDocumentTitle(`${title} · Doca`);
  return (
    <Stack gap="lg">
      {before}
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {title}
        </Title>
        {actions}
      </Group>
      {children}
    </Stack>
  );
}
