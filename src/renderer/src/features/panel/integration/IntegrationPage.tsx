// "Integração": the keys the company's systems use (Tech only) and the spreadsheet import
// for centres without an ERP link (issue #9).
import { Anchor, Stack, Text } from '@mantine/core';
import { useSession } from '@renderer/app/session';
import { Page } from '@renderer/components/Page';
import { MachineKeysCard } from '../machine-keys/MachineKeysCard';
import { INTEGRATION_KEY_ENDPOINTS, INTEGRATION_KEY_WORDS } from './integrationKeys';
import { SpreadsheetImportCard } from './SpreadsheetImportCard';

export function IntegrationPage() {
  const isTech = useSession((state) => state.userPermissions.includes('Tech'));
  return (
    <Page title="Integração">
      <Text c="dimmed" maw={760}>
        Pedidos, produtos, clientes e rotas chegam do sistema da empresa pela API de integração, ou por planilha. A
        descrição completa da API está na{' '}
        <Anchor href="/api/integration/openapi.json" target="_blank">
          documentação OpenAPI
        </Anchor>
        .
      </Text>
      <Stack gap="lg" maw={1100}>
        {isTech && <MachineKeysCard endpoints={INTEGRATION_KEY_ENDPOINTS} words={INTEGRATION_KEY_WORDS} />}
        <SpreadsheetImportCard />
      </Stack>
    </Page>
  );
}
