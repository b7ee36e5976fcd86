// 'Caixas': the conveyor's photos of the order's boxes (spec/panel.md §2, §9: up to 3
// photos side by side, 2 below 1200 px, 1 below 500 px), a lightbox on click, and the
// 'Ver contagem' dialog.
import { ActionIcon, Button, Card, Group, Image, Modal, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import type { OrderDetail } from '@shared/contract/orders';
import { formatDateTime } from '@shared/format';
import { BoxCountDialog } from './BoxCountDialog';

type Photo = OrderDetail['boxes_image'][number];

function usePerView(): number {
  const narrow = useMediaQuery('(max-width: 500px)');
  const medium = useMediaQuery('(max-width: 1200px)');
  return narrow ? 1 : medium ? 2 : 3;
}

export function BoxGallery({ detail }: { detail: OrderDetail }) {
  const photos = detail.boxes_image;
  const perView = usePerView();
  const [start, setStart] = useState(0);
  const [open, setOpen] = useState<number | null>(null);
  const [counting, setCounting] = useState(false);
  const first = Math.min(start, Math.max(0, photos.length - perView));
  const shown = photos.slice(first, first + perView);

  return (
    <Card withBorder radius="md" padding="md">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="lg">
          Caixas
        </Title>
        <Button variant="light" onClick={() => setCounting(true)}>
          Ver contagem
        </Button>
      </Group>
      {photos.length === 0 ? (
        <Stack gap={2} align="center" py="md">
          <Text fw={600}>Pedido sem fotos</Text>
          <Text c="dimmed" size="sm">
            Nao ha imagens disponiveis para este pedido
          </Text>
        </Stack>
      ) : (
        <Group wrap="nowrap" gap="xs" align="center">
          <ActionIcon variant="subtle" aria-label="Fotos anteriores" disabled={first === 0} onClick={() => setStart(Math.max(0, first - perView))}>
            ‹
          </ActionIcon>
          <SimpleGrid cols={perView} spacing="sm" style={{ flex: 1 }}>
            {shown.map((photo, index) => (
              <PhotoThumb key={photo.id} photo={photo} onOpen={() => setOpen(first + index)} />
            ))}
          </SimpleGrid>
          <ActionIcon
            variant="subtle"
            aria-label="Próximas fotos"
            disabled={first + perView >= photos.length}
            onClick={() => setStart(first + perView)}
          >
            ›
          </ActionIcon>
        </Group>
      )}
      <Lightbox photos={photos} index={open} onIndex={setOpen} />
      <BoxCountDialog orderId={detail.order.order_id} data={detail.loading_data} opened={counting} onClose={() => setCounting(false)} />
    </Card>
  );
}

function PhotoThumb({ photo, onOpen }: { photo: Photo; onOpen: () => void }) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <Stack h={160} justify="center" align="center" bg="gray.1" style={{ borderRadius: 4 }}>
        <Text size="sm" c="red.8" ta="center">
          Falha na comunicacao com o servico de imagens
        </Text>
      </Stack>
    );
  }
  return (
    <UnstyledButton onClick={onOpen} aria-label={`Ampliar foto da caixa ${photo.tag_value}`}>
      <Image src={photo.url_image} alt={`Caixa ${photo.tag_value}`} h={160} fit="contain" radius="sm" bg="gray.1" onError={() => setFailed(true)} />
      <Text size="xs" c="dimmed" ta="center" mt={4}>
        {photo.tag_value} · {formatDateTime(photo.created)}
      </Text>
    </UnstyledButton>
  );
}

function Lightbox({ photos, index, onIndex }: { photos: Photo[]; index: number | null; onIndex: (index: number | null) => void }) {
  const photo = index === null ? undefined : photos[index];
  return (
    <Modal
      opened={photo !== undefined}
      onClose={() => onIndex(null)}
      size="xl"
      centered
      title={photo ? `Caixa ${photo.tag_value}` : ''}
    >
      {photo && index !== null && (
        <Stack>
          <Image src={photo.url_image} alt={`Caixa ${photo.tag_value}`} mah="70vh" fit="contain" />
          <Group justify="space-between">
            <Button variant="default" disabled={index === 0} onClick={() => onIndex(index - 1)}>
              Anterior
            </Button>
            <Text size="sm" c="dimmed">
              {index + 1} de {photos.length}
            </Text>
            <Button variant="default" disabled={index === photos.length - 1} onClick={() => onIndex(index + 1)}>
              Próxima
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
