// The help-request button of users without panel permissions. What it opens (the
// 'Pedido de suporte' modal) lives in features/alerts/HelpRequest.tsx.
import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { IconHelp } from '@renderer/components/icons';
import { OPERATOR_ICON_BUTTON } from '@renderer/app/theme';

interface HelpRequestButtonProps {
  onClick: (() => void) | null;
  /** Shows only the icon (narrow headers). */
  compact?: boolean;
}

export function HelpRequestButton({ onClick, compact = false }: HelpRequestButtonProps) {
  const disabled = onClick === null;
  if (compact) {
    return (
      <Tooltip label="Chamar ajuda">
        <ActionIcon
          size={OPERATOR_ICON_BUTTON}
          variant="light"
          color="orange"
          aria-label="Chamar ajuda"
          disabled={disabled}
          onClick={onClick ?? undefined}
        >
          <IconHelp size={26} />
        </ActionIcon>
      </Tooltip>
    );
  }
  return (
    <Button
      h={OPERATOR_ICON_BUTTON}
      variant="light"
      color="orange"
      leftSection={<IconHelp />}
      disabled={disabled}
      onClick={onClick ?? undefined}
    >
      Chamar ajuda
    </Button>
  );
}
