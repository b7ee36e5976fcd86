// Bulk spreadsheet upload of SKU settings, with its progress and a way to cancel it
// (spec/panel.md §5 'Bulk SKU upload'; error popup "Eita, deu ruim").
import { Alert, Button, FileButton, Group, List, Progress, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { uploadSkus } from '@shared/contract/sku';
import { pluralPt } from '@shared/format';
import { call, toApiFailure } from '@renderer/api/http';
import { asUpload } from '@renderer/api/upload';
import { popup } from '@renderer/components/popups';

export const SKU_SHEET_ACCEPT = '.xlsx,.xls,.xml,.csv';

export function SkuUploadButton({ onUploaded }: { onUploaded(): void }) {
  const [progress, setProgress] = useState<number>();
  const [problems, setProblems] = useState<{ field: string; message: string }[]>([]);
  const controller = useRef<AbortController>(undefined);

  const upload = async (file: File | null) => {
    if (!file) return;
    controller.current = new AbortController();
    setProblems([]);
    setProgress(0);
    try {
      const { updated } = await call(uploadSkus, { body: asUpload(file) }, { signal: controller.current.signal, onUploadProgress: setProgress });
      popup.success(`${pluralPt(updated, 'SKU atualizado', 'SKUs atualizados')} pela planilha`);
      onUploaded();
    } catch (error) {
      if (controller.current.signal.aborted) {
        popup.info('Envio da planilha cancelado');
      } else {
        const failure = toApiFailure(error);
        setProblems(failure.fields ?? []);
        popup.error(failure.message, { title: 'Eita, deu ruim' });
      }
    } finally {
      setProgress(undefined);
    }
  };

  return (
    <>
      {progress === undefined ? (
        <FileButton onChange={(file) => void upload(file)} accept={SKU_SHEET_ACCEPT}>
          {(props) => (
            <Button variant="light" {...props}>
              Enviar planilha
            </Button>
          )}
        </FileButton>
      ) : (
        <Group gap="xs" miw={260}>
          <Progress value={progress * 100} w={140} animated aria-label="Enviando planilha" />
          <Button variant="subtle" color="red" onClick={() => controller.current?.abort()}>
            Cancelar envio
          </Button>
        </Group>
      )}
      {problems.length > 0 && (
        <Alert color="red" title="Linhas com erro" withCloseButton onClose={() => setProblems([])} w="100%">
          <Text size="sm">Nenhuma linha foi aplicada. Corrija a planilha e envie de novo.</Text>
          <List size="sm">
            {problems.slice(0, 20).map((problem) => (
              <List.Item key={problem.field}>
                {problem.field}: {problem.message}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
    </>
  );
}
