import { PasswordInput, Stack, type PasswordInputProps } from '@mantine/core';
import { PasswordStrength } from '../passwords';

/** What `useForm`'s `getInputProps` gives a field, with any message of the page's own on top. */
type InputProps = Partial<PasswordInputProps>;

interface NewPasswordFieldsProps {
  /**
   * "New password" and "Confirm new password" where a password is changed; "Password" and
   * "Confirm password" where a log-in or a mailbox is made with one.
   */
  changing: boolean;
  /** The rule the password must meet, under its field. */
  hint: string;
  password: InputProps & { value?: string };
  confirm: InputProps;
  /** Names the strength meter under the password; without it the form shows no meter. */
  meter?: string;
  /** The password field takes the focus when its dialog opens. */
  autoFocus?: boolean;
}

/**
 * A new password and its confirmation, each required and filled by a password manager's
 * "new password"; rules and messages stay the form's schema's (newPasswordSchema, the
 * mailbox password rule).
 */
export function NewPasswordFields({
  changing,
  hint,
  password,
  confirm,
  meter,
  autoFocus = false,
}: NewPasswordFieldsProps) {
  return (
    <>
      <Stack gap={6}>
        <PasswordInput
          label={changing ? 'New password' : 'Password'}
          description={hint}
          autoComplete="new-password"
          required
          data-autofocus={autoFocus || undefined}
          {...password}
        />
        {meter !== undefined && <PasswordStrength label={meter} password={password.value ?? ''} />}
      </Stack>
      <PasswordInput
        label={changing ? 'Confirm new password' : 'Confirm password'}
        autoComplete="new-password"
        required
        {...confirm}
      />
    </>
  );
}
