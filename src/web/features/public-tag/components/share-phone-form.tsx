// The responder's call-back number for the parents: name, phone and an optional message, every field
// with a visible label. A plain form (issue 35): the server checks it with its own schema and answers
// the page again, the form with what to fix or the confirmation, in the page's language.
import { pluralTemplates } from '#shared/i18n/plural-templates.ts';
import { routes } from '#shared/paths.ts';
import { SHARE_MESSAGE_MAX_LENGTH, SHARE_NAME_MAX_LENGTH } from '#shared/responder-share-rules.ts';
import { useLocale, useT } from '../../../i18n/i18n-context.tsx';
import type { ContactAnswer } from '../responder-answer.ts';
import { ScriptForm } from './script-form.tsx';
import { CLOSED, WITHOUT_SCRIPT } from './share-button.ts';

const INPUT =
  'mt-1 block min-h-12 w-full rounded-lg border border-gray-500 px-3 py-2 text-base text-gray-900 aria-[invalid=true]:border-red-700';
const LABEL = 'block text-sm font-semibold text-gray-900';
const ERROR = 'mt-1 text-sm font-semibold text-red-800';
const COUNT = 'mt-1 text-sm text-gray-700';

type Props = { id: string; code: string; answer?: ContactAnswer };

export function SharePhoneForm({ id, code, answer }: Props) {
  const t = useT();
  const language = useLocale();
  if (answer && 'sent' in answer) {
    return (
      <p id={id} role="status" className="mt-2 rounded-lg bg-green-50 p-3 font-semibold text-green-900">
        {t('responder.phoneNumber.sent')}
      </p>
    );
  }
  const values = answer?.values;
  const invalid = answer?.invalid ?? {};
  const problem = answer?.problem;
  // Counted as sent (trimmed). No maxLength on the box: it cut a paste silently.
  const messageLength = values?.message.trim().length ?? 0;
  const messageOver = messageLength - SHARE_MESSAGE_MAX_LENGTH;
  const field = (name: 'name' | 'phone') => ({
    id: `${id}-${name}`,
    name,
    defaultValue: values?.[name],
    'aria-invalid': invalid[name] || undefined,
    'aria-describedby': invalid[name] ? `${id}-${name}-error` : undefined,
    className: INPUT,
  });

  return (
    <ScriptForm
      id={id}
      action={routes.publicTagContact(code)}
      part={id}
      language={language}
      busy={t('responder.phoneNumber.sending')}
      failed={t('responder.phoneNumber.failed')}
      noValidate
      // Closed until the responder opens it; an answered form stays open.
      {...(answer ? {} : { [CLOSED]: '' })}
      className="mt-2 grid gap-3 rounded-lg bg-gray-50 p-3"
    >
      <h2 className="text-lg font-bold" {...{ [WITHOUT_SCRIPT]: '' }}>
        {t('responder.phoneNumber.open')}
      </h2>
      <div>
        <label htmlFor={`${id}-name`} className={LABEL}>
          {t('responder.phoneNumber.nameLabel')}
        </label>
        <input {...field('name')} autoComplete="name" maxLength={SHARE_NAME_MAX_LENGTH} />
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
        <input {...field('phone')} type="tel" autoComplete="tel" />
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
        {/* The island counts as the responder types (islands/message-count.ts), in these words. */}
        <textarea
          id={`${id}-message`}
          name="message"
          rows={2}
          defaultValue={values?.message}
          aria-invalid={messageOver > 0 || undefined}
          aria-describedby={`${id}-message-count`}
          data-count={`${id}-message-count`}
          data-max={SHARE_MESSAGE_MAX_LENGTH}
          data-over={JSON.stringify(pluralTemplates(t, 'responder.phoneNumber.messageOver', language))}
          data-count-class={COUNT}
          data-over-class={ERROR}
          className={INPUT}
        />
        <p id={`${id}-message-count`} className={messageOver > 0 ? ERROR : COUNT} aria-live="polite">
          {messageOver > 0
            ? t('responder.phoneNumber.messageOver', { count: messageOver })
            : `${messageLength} / ${SHARE_MESSAGE_MAX_LENGTH}`}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="submit"
          className="inline-flex min-h-12 items-center justify-center rounded-lg bg-blue-700 px-5 font-bold text-white hover:bg-blue-800 disabled:opacity-70"
        >
          {t('responder.phoneNumber.send')}
        </button>
        <p id={`${id}-status`} role="status" className="text-sm font-semibold text-red-800 empty:hidden">
          {problem === 'failed'
            ? t('responder.phoneNumber.failed')
            : problem
              ? t('responder.tooManyShares', { count: problem.waitMinutes })
              : ''}
        </p>
      </div>
    </ScriptForm>
  );
}
