// The centre's admin code as text and as a code image, for the conveyor's box-count
// confirmation (spec/panel.md §2 "Token and route reprint", §8 "Erro ao buscar token").
import { Card, Center, Code, Image, Stack, Text } from '@mantine/core';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { getToken } from '@shared/contract/settings';
import { call } from '@renderer/api/http';
import { Page } from '@renderer/components/Page';
import { useLoaded } from '@renderer/hooks/useLoaded';

const loadToken = (signal: AbortSignal) => call(getToken, undefined, { signal });

export function TokenPage() {
  const { data, failed } = useLoaded(loadToken, 'Erro ao buscar token');
  const [image, setImage] = useState<string>();
  useEffect(() => {
    if (data) void QRCode.toDataURL(data.token, { width: 280, margin: 1 }).then(setImage);
  }, [data]);

  return (
    <Page title="Token">
      <Card withBorder padding="xl" maw={420}>
        <Stack align="center">
          {failed && <Text c="red">Não foi possível buscar o token. Recarregue a página ou contate um administrador.</Text>}
          {image && <Image src={image} alt="Código do token" w={280} h={280} />}
          {data && (
            <Center>
              <Code fz={24} fw={700} data-testid="token-text">
                {data.token}
              </Code>
            </Center>
          )}
        </Stack>
      </Card>
    </Page>
  );
}
