// The responder's call-back number for the parents: name, phone and an optional message,
// every field with a visible label, checked here with the server's own bounds (no zod in the page's
// script) and answered in the page's language.
import { useState, type FormEvent } from 'react';
import { isPlausiblePhone } from '#shared/phone-rules.ts';
import { SHARE_MESSAGE_MAX_LENGTH, SHARE_NAME_MAX_LENGTH } from '#shared/responder-share-rules.ts';
import { refusal, shareContact, type ShareRefusal } from '../api/share-with-parents.ts';
import { useT } from '../../../i18n/i18n-context.tsx';

type Status = 'idle' | 'sending' | 'sent' | ShareRefusal;
type Invalid = { name?: boolean; phone?: boolean };

const INPUT =
  'mt-1 block min-h-12 w-full rounded-lg border border-gray-500 px-3 py-2 text-base text-gray-900 aria-[invalid=true]:border-red-700';
const LABEL = 'block text-sm font-semibold text-gray-900';
const ERROR = 'mt-1 text-sm font-semibold text-red-800';

export function SharePhoneForm({ id }: { id: string }) {
  const t = useT();
  const [status, setStatus] = useState<Status>('idle');
  const [invalid, setInvalid] = useState<Invalid>({});
  // Counted as sent (trimmed). No maxLength on the box: it cut a paste silently.
  const [messageLength, setMessageLength] = useState(0);
  const messageOver = messageLength - SHARE_MESSAGE_MAX_LENGTH;

  if (status === 'sent') {
    return (
      <p id={id} role="status" className="mt-2 rounded-lg bg-green-50 p-3 font-semibold text-green-900">
        {t('responder.phoneNumber.sent')}
      </p>
    );
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const value = (key: string) => String(data.get(key) ?? '').trim();
    const contact = { name: value('name'), phone: value('phone'), message: value('message') };
    const found: Invalid = { name: !contact.name, phone: !isPlausiblePhone(contact.phone) };
    setInvalid(found);
    if (found.name || found.phone) {
      form.querySelector<HTMLInputElement>(found.name ? '[name=name]' : '[name=phone]')?.focus();
      return;
    }
    if (contact.message.length > SHARE_MESSAGE_MAX_LENGTH) {
      form.querySelector<HTMLTextAreaElement>('[name=message]')?.focus();
      return;
    }
    setStatus('sending');
    const result = await shareContact(contact);
    if (result.ok) return setStatus('sent');
    if (!result.ok) {
      setInvalid({ name: result.fields.includes('name'), phone: result.fields.includes('phone') });
    }
    setStatus(refusal(result));
  };

  return (
    <form
      id={id}
      noValidate
      onSubmit={(event) => void submit(event)}
      className="mt-2 grid gap-3 rounded-lg bg-gray-50 p-3"
    >
      <div>
        <label htmlFor={`${id}-name`} className={LABEL}>
          {t('responder.phoneNumber.nameLabel')}
        </label>
        <input
          id={`${id}-name`}
          name="name"
          autoComplete="name"
          maxLength={SHARE_NAME_MAX_LENGTH}
          aria-invalid={invalid.name || undefined}
          aria-describedby={invalid.name ? `${id}-name-error` : undefined}
          className={INPUT}
        />
        {invalid.name && (
          <p id={`${id}-name-error`} className={ERROR}>
            {t('responder.phoneNumber.nameRequired')}
          </p>
        )}
      </div>
      <div>
        <label htmlFor={`${id}-phone`} className={LABEL}>
          {t('responder.phoneNumber.phoneLabel')}
        </label>
        <input
          id={`${id}-phone`}
          name="phone"
          type="tel"
          autoComplete="tel"
          aria-invalid={invalid.phone || undefined}
          aria-describedby={invalid.phone ? `${id}-phone-error` : undefined}
          className={INPUT}
        />
        {invalid.phone && (
          <p id={`${id}-phone-error`} className={ERROR}>
            {t('responder.phoneNumber.phoneInvalid')}
          </p>
        )}
      </div>
      <div>
        <label htmlFor={`${id}-message`} className={LABEL}>
          {t('responder.phoneNumber.messageLabel')}
        </label>
        <textarea
          id={`${id}-message`}
          name="message"
          rows={2}
          aria-invalid={messageOver > 0 || undefined}
          aria-describedby={`${id}-message-count`}
          onChange={(event) => setMessageLength(event.target.value.trim().length)}
          className={INPUT}
        />
        <p
          id={`${id}-message-count`}
          className={messageOver > 0 ? ERROR : 'mt-1 text-sm text-gray-700'}
          aria-live="polite"
        >
          {messageOver > 0
            ? t('responder.phoneNumber.messageOver', { count: messageOver })
            : `${messageLength} / ${SHARE_MESSAGE_MAX_LENGTH}`}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="submit"
          disabled={status === 'sending'}
          className="inline-flex min-h-12 items-center justify-center rounded-lg bg-blue-700 px-5 font-bold text-white hover:bg-blue-800 disabled:opacity-70"
        >
          {status === 'sending' ? t('responder.phoneNumber.sending') : t('responder.phoneNumber.send')}
        </button>
        <p role="status" className="text-sm font-semibold text-red-800 empty:hidden">
          {status === 'failed'
            ? t('responder.phoneNumber.failed')
            : typeof status === 'object'
              ? t('responder.tooManyShares', { count: status.waitMinutes })
              : ''}
        </p>
      </div>
    </form>
  );
}
