// The printed tag code as a parent types it (/activate, and the move to a new bracelet):
// upper case, only the code's characters, one wide monospace line.
import type { ComponentProps } from 'react';
import { useT } from '../../../i18n/i18n-context.tsx';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Input } from '../../../components/ui/input.tsx';
import { typedTagCode } from '../lib/tag-code.ts';

/** FormField's id and aria attributes arrive as `rest` and go on the input itself. */
export function TagCodeInput({
  registration,
  ...rest
}: { registration: UseFormRegisterReturn<'uniqueCode'> } & ComponentProps<'input'>) {
  const t = useT();
  return (
    <Input
      {...rest}
      {...registration}
      onChange={(event) => {
        event.target.value = typedTagCode(event.target.value);
        return registration.onChange(event);
      }}
      placeholder={t('activate.codePlaceholder')}
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      className="h-12 text-center font-mono text-lg uppercase tracking-widest"
    />
  );
}
