// The box for the 6-digit code from the verification mail (SPEC §2): digits only, whatever is typed
// or pasted, and the phone's one-time-code autofill. Used by /verify-email and the bracelet wizard.
import type { ComponentProps } from 'react';
import { VERIFICATION_CODE_LENGTH } from '#shared/constants.ts';
import { cn } from '../lib/cn.ts';
import { Input } from './ui/input.tsx';

export function VerificationCodeInput({ className, onChange, ...props }: ComponentProps<typeof Input>) {
  return (
    <Input
      {...props}
      onChange={(event) => {
        event.target.value = event.target.value.replace(/\D/g, '').slice(0, VERIFICATION_CODE_LENGTH);
        onChange?.(event);
      }}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={VERIFICATION_CODE_LENGTH}
      className={cn('text-center font-mono tracking-[0.5em]', className)}
    />
  );
}
