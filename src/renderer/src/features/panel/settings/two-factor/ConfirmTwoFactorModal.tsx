// The QR code of a new authentication and the code that confirms it (spec/panel.md §4
// 'Two-factor creation', §5 'Two-factor dialog').
import { Button, Code, Group, Image, Modal, Stack, Text, TextInput } from '@mantine/core';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { confirmTwoFactor } from '@shared/contract/two-factor';
import { call, failureMessage } from '@renderer/api/http';
import { popup } from '@renderer/components/popups';

export interface PendingTwoFactor {
  id: number;
  qr_code_uri: string;
  secret_key: string;
}

/** Mounted while a new authentication waits for its code. */
interface ConfirmTwoFactorModalProps {
  pending: PendingTwoFactor;
  onClose(): void;
  onConfirmed(): void;
}

export function ConfirmTwoFactorModal({ pending, onClose, onConfirmed }: ConfirmTwoFactorModalProps) {
  const [image, setImage] = useState<string>();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void QRCode.toDataURL(pending.qr_code_uri, { width: 240, margin: 1 }).then(setImage);
  }, [pending]);

  const confirm = async () => {
    setBusy(true);
    try {
      await call(confirmTwoFactor, { params: { id: pending.id }, body: { code } });
      popup.success('Autenticação criada com sucesso');
      onConfirmed();
    } catch (error) {
      popup.error(failureMessage(error), { title: 'Erro ao confirmar autenticação.' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title="Autenticação de dois fatores" centered>
      <Stack align="center">
        <Text size="sm">Leia o QR code com o aplicativo autenticador e digite o código gerado.</Text>
        {image && <Image src={image} alt="QR code da autenticação" w={240} h={240} />}
        <Text size="sm">
          Chave: <Code data-testid="two-factor-secret">{pending.secret_key}</Code>
        </Text>
        <TextInput
          w="100%"
          label="Código"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={(event) => setCode(event.currentTarget.value.replace(/\D/g, ''))}
          data-autofocus
        />
        <Group justify="flex-end" w="100%">
          <Button onClick={confirm} loading={busy} disabled={code === '' || busy}>
            Confirmar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
