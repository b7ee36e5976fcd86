// The frame of a settings section: its title and the way back to the hub.
import type { ReactNode } from 'react';
import { BackLink } from '@renderer/components/BackLink';
import { Page } from '@renderer/components/Page';

export function SettingsSectionPage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Page title={title} before={<BackLink to="/painel/configuracoes" label="Configurações" />}>
      {children}
    </Page>
  );
}
