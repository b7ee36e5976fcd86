// Sign-in (spec/operator.md §2 'Login', §5, §8 'Session'): Login and Senha, a password
// visibility toggle, an optional on-screen keyboard, and 'Entrar' with a spinner.
import {
  ActionIcon,
  Alert,
  Box,
  Code,
  Button,
  Center,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { pathAfterSignIn } from './after-sign-in';
import { useNavigate } from 'react-router-dom';
import { PASSWORD_CHANGE_REQUIRED_DETAIL } from '@shared/contract/auth';
import type { Permission } from '@shared/domain/permissions';
import { useCentreIdentity, useCentreName } from '@renderer/app/centre';
import { DemoBadge } from '@renderer/app/layouts/CentreName';
import {
  GENERIC_ERROR_MESSAGE,
  INVALID_CREDENTIALS_DETAIL,
  toApiFailure,
} from '@renderer/api/http';
import { useSession } from '@renderer/app/session';
import { OPERATOR_CONTROL_SIZE, OPERATOR_ICON_BUTTON } from '@renderer/app/theme';
import { DocaLogo } from '@renderer/components/DocaLogo';
import { IconKeyboard } from '@renderer/components/icons';
import { applyKey } from '@renderer/components/keyboard/compose';
import { LazyOnScreenKeyboard } from '@renderer/components/keyboard/LazyOnScreenKeyboard';
import { hidePopup, popup } from '@renderer/components/popups';
import { ChangePasswordModal } from './ChangePasswordModal';
import classes from './LoginPage.module.css';

type Field = 'login' | 'password';

interface Errors {
  login?: string;
  password?: string;
}

/** What the user reads when signing in fails. */
export function signInErrorMessage(error: unknown): string {
  const failure = toApiFailure(error);
  if (failure.detail === INVALID_CREDENTIALS_DETAIL) return 'Credenciais inválidas';
  // An unreachable server's failure already reads NETWORK_ERROR_MESSAGE ('Sem conexão').
  return failure.message || GENERIC_ERROR_MESSAGE;
}

export function LoginPage() {
  const signIn = useSession((state) => state.signIn);
  const navigate = useNavigate();
  const refusals = useRef<string[]>([]);
  useDocumentTitle('Entrar · Doca');

  const [values, setValues] = useState<Record<Field, string>>({ login: '', password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);
  const [passwordVisible, setPasswordVisible] = useState(false);
  const [keyboardOpen, setKeyboardOpen] = useState(false);
  const [activeField, setActiveField] = useState<Field>('login');
  const [pendingAccent, setPendingAccent] = useState<string | null>(null);
  const caretAfterKey = useRef<number | null>(null);
  /** Set when the password typed is a temporary one: its owner chooses their own first. */
  const [temporaryLogin, setTemporaryLogin] = useState<string | null>(null);
  const centre = useCentreIdentity();
  const centreName = useCentreName();

  const loginRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const inputOf = (field: Field) => (field === 'login' ? loginRef.current : passwordRef.current);

  // Put the caret back where the on-screen keyboard left it.
  useLayoutEffect(() => {
    const caret = caretAfterKey.current;
    const input = inputOf(activeField);
    if (caret === null || !input) return;
    caretAfterKey.current = null;
    input.setSelectionRange(caret, caret);
  });

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const focusField = (field: Field) => {
    setActiveField(field);
    setPendingAccent(null);
    inputOf(field)?.focus();
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (submitting) return;
    const login = values.login.trim().toLowerCase();
    const found: Errors = {
      login: login ? undefined : 'Login obrigatório',
      password: values.password ? undefined : 'Senha obrigatória',
    };
    setErrors(found);
    if (found.login || found.password) return;

    setSubmitting(true);
    try {
      await enter(await signIn(login, values.password));
    } catch (error) {
      setSubmitting(false);
      if (toApiFailure(error).detail === PASSWORD_CHANGE_REQUIRED_DETAIL) return setTemporaryLogin(login);
      refusals.current.push(popup.error(signInErrorMessage(error)));
    }
  };

  const enter = async (permissions: Permission[]) => {
    // What the refusals said no longer holds: they leave with the success, not 6 s beside it.
    for (const id of refusals.current.splice(0)) hidePopup(id);
    popup.success('Logado com sucesso');
    void navigate(await pathAfterSignIn(permissions), { replace: true });
  };

  const onKey = (key: string) => {
    if (key === '{enter}') return void submit();
    if (key === '{tab}') return focusField(activeField === 'login' ? 'password' : 'login');
    const input = inputOf(activeField);
    const value = values[activeField];
    const caret = input?.selectionStart ?? value.length;
    const next = applyKey(
      { value, caret, selectionEnd: input?.selectionEnd ?? caret, pendingAccent },
      key,
    );
    setPendingAccent(next.pendingAccent);
    if (next.value !== value) change(activeField, next.value);
    caretAfterKey.current = next.caret;
    input?.focus();
  };

  return (
    <Box className={classes.screen}>
      <Center mih="100dvh" p="md">
        <Stack w="100%" maw={keyboardOpen ? 960 : 440} gap="lg" align="center">
          <Paper component="main" withBorder shadow="md" radius="lg" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={440}>
            <form onSubmit={(event) => void submit(event)} noValidate>
              <Stack gap="lg">
                <Stack gap={4} align="center">
                  <VisuallyHidden component="h1">Entrar no Doca</VisuallyHidden>
                  <DocaLogo size="lg" />
                  <Text c="dimmed" size="sm">
                    {centreName}
                  </Text>
                  {centre?.demo && <DemoBadge fits="fromSmallPhone" />}
                </Stack>
                {centre?.needs_first_user && (
                  <Alert color="blue" variant="light" title="Este CD ainda não tem usuários">
                    <Text size="sm">
                      Crie o primeiro usuário (Tecnologia) no servidor, com o comando abaixo; ele mostra a senha temporária.
                    </Text>
                    <Code block mt="xs" style={{ whiteSpace: 'pre-wrap' }}>
                      npm run user:first-tech -- login "Nome Completo"
                    </Code>
                  </Alert>
                )}
                <TextInput
                  ref={loginRef}
                  label="Login"
                  name="username"
                  autoComplete="username"
                  autoCapitalize="none"
                  autoCorrect="off"
                  spellCheck={false}
                  size={OPERATOR_CONTROL_SIZE}
                  value={values.login}
                  error={errors.login}
                  onChange={(event) => change('login', event.currentTarget.value)}
                  onFocus={() => setActiveField('login')}
                  data-autofocus
                  autoFocus
                />
                <PasswordInput
                  ref={passwordRef}
                  label="Senha"
                  name="password"
                  autoComplete="current-password"
                  size={OPERATOR_CONTROL_SIZE}
                  value={values.password}
                  error={errors.password}
                  visible={passwordVisible}
                  onVisibilityChange={setPasswordVisible}
                  visibilityToggleButtonProps={{
                    'aria-label': passwordVisible ? 'Ocultar senha' : 'Mostrar senha',
                    'aria-hidden': false,
                    tabIndex: 0,
                    size: 40,
                  }}
                  onChange={(event) => change('password', event.currentTarget.value)}
                  onFocus={() => setActiveField('password')}
                />
                <Stack gap="sm">
                  <Button type="submit" size={OPERATOR_CONTROL_SIZE} fullWidth loading={submitting}>
                    Entrar
                  </Button>
                  <Center>
                    <Tooltip label={keyboardOpen ? 'Esconder teclado' : 'Mostrar teclado'}>
                      <ActionIcon
                        size={OPERATOR_ICON_BUTTON}
                        variant={keyboardOpen ? 'filled' : 'light'}
                        aria-label="Teclado virtual"
                        aria-pressed={keyboardOpen}
                        onMouseDown={(event) => event.preventDefault()}
                        onClick={() => setKeyboardOpen((open) => !open)}
                      >
                        <IconKeyboard size={28} />
                      </ActionIcon>
                    </Tooltip>
                  </Center>
                </Stack>
              </Stack>
            </form>
          </Paper>
          {keyboardOpen && <LazyOnScreenKeyboard onKey={onKey} />}
          {temporaryLogin && (
            <ChangePasswordModal
              opened
              login={temporaryLogin}
              currentPassword={values.password}
              onClose={() => setTemporaryLogin(null)}
              onChanged={(permissions) => void enter(permissions)}
            />
          )}
        </Stack>
      </Center>
    </Box>
  );
}
