// The lost-mode dialog: the parent's message for whoever finds the child, the number to
// call, and for how long (4 h, 24 h, 3 days). Checked with the server's own schema before sending;
// the server's field messages show under the inputs too.
import { useState, type FormEvent } from 'react';
import {
  LOST_HOURS,
  LOST_MESSAGE_MAX_LENGTH,
  lostModeSchema,
  type LostHours,
} from '#shared/schemas/lost-mode.ts';
import type { Translate } from '#shared/i18n/translator.ts';
import { resolveMessage } from '#shared/message-ref.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { fieldErrorsOf } from '../../../lib/api-request.ts';
import { useSetLostMode } from '../api/set-lost-mode.ts';
import { DialogActions } from './dialog-actions.tsx';
import { DialogFrame } from './dialog-frame.tsx';
import { LostMessageLength } from './lost-message-length.tsx';
import { useT } from '../../../i18n/i18n-context.tsx';

type Errors = Partial<Record<'message' | 'phone' | 'hours', string>>;

/** The first message of each field, in the reader's language (a schema's message may name a catalogue text). */
function shownErrors(fields: Partial<Record<keyof Errors, string[]>>, t: Translate): Errors {
  const first = (messages?: string[]) => (messages?.[0] ? resolveMessage(messages[0], t) : undefined);
  return { message: first(fields.message), phone: first(fields.phone), hours: first(fields.hours) };
}

export function LostModeDialog({
  tagId,
  onClose,
  onStarted,
}: {
  tagId: string;
  onClose: () => void;
  onStarted: () => void;
}) {
  const t = useT();
  const [message, setMessage] = useState('');
  const [phone, setPhone] = useState('');
  const [hours, setHours] = useState<LostHours>(24);
  const [errors, setErrors] = useState<Errors>({});
  const save = useSetLostMode(tagId);
  // Counted as the schema counts it: what is sent is the box's text, trimmed.
  const messageLength = message.trim().length;
  const messageOver = messageLength > LOST_MESSAGE_MAX_LENGTH;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = lostModeSchema.safeParse({ message, phone, hours });
    if (!parsed.success) {
      const fields = parsed.error.flatten().fieldErrors;
      setErrors(shownErrors(fields, t));
      return;
    }
    setErrors({});
    // The hook toasts either way; the server's field messages also show under the inputs.
    save.mutate(parsed.data, {
      onSuccess: () => {
        onStarted();
        onClose();
      },
      onError: (error) => setErrors(shownErrors(fieldErrorsOf(error), t)),
    });
  };

  return (
    <DialogFrame
      title={t('lostMode.dialogTitle')}
      description={t('lostMode.dialogDescription')}
      onClose={onClose}
    >
      <form className="grid gap-4" onSubmit={submit} noValidate>
        {/* No maxLength: it cut a paste silently. Too long is said under the box (no second line). */}
        <FormField
          label={t('lostMode.messageLabel')}
          hint={<LostMessageLength length={messageLength} />}
          error={messageOver ? undefined : errors.message}
          invalid={messageOver}
        >
          <Textarea
            rows={3}
            placeholder={t('lostMode.messagePlaceholder')}
            value={message}
            onChange={(event) => {
              setMessage(event.target.value);
              setErrors((shown) => ({ ...shown, message: undefined }));
            }}
          />
        </FormField>
        <FormField label={t('lostMode.phoneLabel')} error={errors.phone}>
          <Input
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            value={phone}
            onChange={(event) => {
              setPhone(event.target.value);
              setErrors((shown) => ({ ...shown, phone: undefined }));
            }}
          />
        </FormField>
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium text-gray-900">{t('lostMode.hoursLabel')}</legend>
          <div className="flex flex-wrap gap-2">
            {LOST_HOURS.map((option) => (
              <label
                key={option}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-gray-300 px-3 has-[:checked]:border-red-700 has-[:checked]:bg-red-50"
              >
                <input
                  type="radio"
                  name="hours"
                  value={option}
                  checked={hours === option}
                  onChange={() => setHours(option)}
                  className="size-4 accent-red-700"
                />
                {t(`lostMode.hours.${option}`)}
              </label>
            ))}
          </div>
          {errors.hours && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {errors.hours}
            </p>
          )}
        </fieldset>
        <DialogActions
          cancelLabel={t('lostMode.cancel')}
          confirmLabel={t('lostMode.start')}
          pendingLabel={t('lostMode.starting')}
          pending={save.isPending}
        />
      </form>
    </DialogFrame>
  );
}
