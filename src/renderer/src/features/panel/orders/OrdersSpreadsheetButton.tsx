// 'Enviar planilha' (spec/panel.md §5 'Order spreadsheet upload'): the server reads the
// order_id column; the known orders become the selection and the adjustment opens. Errors
// stay on screen until closed.
import { Button, FileButton } from '@mantine/core';
import { useState } from 'react';
import { readOrdersSpreadsheet } from '@shared/contract/orders';
import { pluralPt, pluralWord } from '@shared/format';
import { call, failureMessage } from '@renderer/api/http';
import { asUpload } from '@renderer/api/upload';
import { popup } from '@renderer/components/popups';

const MISSING_COLUMN_TITLE = 'A coluna order_id não foi encontrada';

export function OrdersSpreadsheetButton({ onOrders }: { onOrders: (ordersId: string[]) => void }) {
  const [reading, setReading] = useState(false);

  const read = async (file: File | null) => {
    if (!file) return;
    setReading(true);
    try {
      const reply = await call(readOrdersSpreadsheet, { query: { filename: file.name }, body: asUpload(file) });
      if (reply.not_found.length) {
        popup.warning(`${pluralPt(reply.not_found.length, 'pedido', 'pedidos')} da planilha não ${pluralWord(reply.not_found.length, 'encontrado', 'encontrados')}: ${reply.not_found.slice(0, 20).join(', ')}`, {
          title: 'Pedidos não encontrados',
        });
      }
      if (reply.orders_id.length) onOrders(reply.orders_id);
      else popup.error('Nenhum pedido da planilha existe no CD.', { title: 'Nenhum pedido encontrado', persistent: true });
    } catch (error) {
      const message = failureMessage(error);
      if (message.startsWith(MISSING_COLUMN_TITLE)) {
        popup.error('Por favor, anexe a planilha com a coluna order_id.', { title: MISSING_COLUMN_TITLE, persistent: true });
      } else {
        popup.error(message, { title: 'Erro ao ler a planilha', persistent: true });
      }
    } finally {
      setReading(false);
    }
  };

  return (
    <FileButton onChange={(file) => void read(file)} accept=".xlsx,.xls,.csv">
      {(props) => (
        <Button {...props} variant="light" loading={reading}>
          Enviar planilha
        </Button>
      )}
    </FileButton>
  );
}
