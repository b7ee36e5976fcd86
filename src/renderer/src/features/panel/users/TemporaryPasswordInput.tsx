// The temporary password field of the Admin's forms, with 'Gerar' to suggest one.
import { Button, TextInput } from '@mantine/core';
import { MIN_PASSWORD_LENGTH } from '@shared/contract/users';
import { suggestTemporaryPassword } from './temporary-password';

export function TemporaryPasswordInput({ value, error, onChange }: { value: string; error?: string; onChange(value: string): void }) {
  return (
    <TextInput
      label="Senha temporária"
      description={`Ao menos ${MIN_PASSWORD_LENGTH} caracteres. A pessoa troca por uma sua no primeiro acesso.`}
      value={value}
      error={error}
      autoComplete="off"
      spellCheck={false}
      onChange={(event) => onChange(event.currentTarget.value)}
      rightSectionWidth={80}
      rightSection={
        <Button size="compact-sm" variant="light" onClick={() => onChange(suggestTemporaryPassword())}>
          Gerar
        </Button>
      }
    />
  );
}
