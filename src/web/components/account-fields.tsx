// The account inputs the sign-in screen and the bracelet wizard share (SPEC §2): first and last name
// when registering, then e-mail and password. Each form keeps its own schema and texts; the inputs
// register with the form around them (react-hook-form's FormProvider).
import { useFormContext } from 'react-hook-form';
import { useT } from '../i18n/i18n-context.tsx';
import { FormField } from './ui/form-field.tsx';
import { Input } from './ui/input.tsx';

type AccountFieldValues = { firstName?: string; lastName?: string; email: string; password: string };

export function AccountFields({ mode }: { mode: 'register' | 'signIn' }) {
  const t = useT();
  const {
    register,
    formState: { errors },
  } = useFormContext<AccountFieldValues>();
  return (
    <>
      {mode === 'register' && (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t('auth.firstNameLabel')} error={errors.firstName?.message}>
            <Input autoComplete="given-name" {...register('firstName')} />
          </FormField>
          <FormField label={t('auth.lastNameLabel')} error={errors.lastName?.message}>
            <Input autoComplete="family-name" {...register('lastName')} />
          </FormField>
        </div>
      )}
      <FormField label={t('auth.emailLabel')} error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...register('email')} />
      </FormField>
      <FormField label={t('auth.passwordLabel')} error={errors.password?.message}>
        <Input
          type="password"
          autoComplete={mode === 'register' ? 'new-password' : 'current-password'}
          {...register('password')}
        />
      </FormField>
    </>
  );
}
