// Issue 17: the fields the parents keep behind the tag's PIN. Their titles are in the page; their
// content only in the answer to the PIN box's form (issue 35: a plain POST, with or without the page's
// script), rendered once and never cached, so a reload hides it again.
import { Lock } from 'lucide-react';
import { orderForResponder } from '#shared/field-style.ts';
import { routes } from '#shared/paths.ts';
import { translateTemplateTitle } from '#shared/i18n/template-titles.ts';
import { useLocale, useT } from '../../../i18n/i18n-context.tsx';
import { PROTECTED_FIELDS_ID, type UnlockAnswer } from '../responder-answer.ts';
import { FieldCard } from './field-card.tsx';
import { ScriptForm } from './script-form.tsx';
import { SHARE_BUTTON } from './share-button.ts';

/** "4821 0937" and a stray space or two: the box never cuts a PIN typed as the card shows it. */
const PIN_BOX_MAX_LENGTH = 12;

/** Unlocked cards' ids follow the public ones' (FieldCard names its heading by position). */
const POSITION_OFFSET = 100;

type Props = { titles: readonly string[]; code: string; answer?: UnlockAnswer };

export function ProtectedFields({ titles, code, answer }: Props) {
  const t = useT();
  const language = useLocale();
  if (titles.length === 0) return null;
  const unlocked = answer && 'fields' in answer ? answer.fields : null;
  const problem = answer && 'problem' in answer ? answer.problem : undefined;
  const note =
    problem === undefined
      ? ''
      : typeof problem === 'object'
        ? t('responder.protectedFields.tooManyTries', { count: problem.waitMinutes })
        : problem === 'failed'
          ? t('publicTag.error')
          : t(
              problem === 'wrong'
                ? 'responder.protectedFields.wrongPin'
                : 'responder.protectedFields.pinDigits',
            );

  return (
    <section
      id={PROTECTED_FIELDS_ID}
      aria-labelledby="more-information"
      className="mt-4 scroll-mt-2 rounded-lg border border-gray-300 p-3"
    >
      <h2 id="more-information" className="flex items-center gap-2 text-lg font-bold">
        <Lock aria-hidden="true" className="size-5" />
        {t('responder.protectedFields.more')}
      </h2>
      {unlocked ? (
        <ul className="mt-2 grid gap-3" data-testid="unlocked-fields">
          {orderForResponder(unlocked).map((field) => (
            <li key={field.position}>
              <FieldCard field={{ ...field, position: field.position + POSITION_OFFSET }} />
            </li>
          ))}
        </ul>
      ) : (
        <>
          <ul className="mt-2 grid gap-1" data-testid="protected-titles">
            {titles.map((title, index) => (
              <li key={index} className="font-semibold wrap-anywhere text-gray-900">
                {translateTemplateTitle(title, t)}
              </li>
            ))}
          </ul>
          <p className="mt-2 text-sm text-gray-700">{t('responder.protectedFields.intro')}</p>
          <ScriptForm
            action={routes.publicTagUnlock(code)}
            part={PROTECTED_FIELDS_ID}
            language={language}
            busy={t('responder.protectedFields.checking')}
            failed={t('publicTag.error')}
            className="mt-2 flex flex-wrap items-end gap-2"
            data-pin-digits={t('responder.protectedFields.pinDigits')}
          >
            <label className="grid gap-1 text-sm font-semibold">
              {t('responder.protectedFields.pinLabel')}
              <input
                name="pin"
                inputMode="numeric"
                autoComplete="off"
                maxLength={PIN_BOX_MAX_LENGTH}
                aria-invalid={problem === 'wrong' || problem === 'pinDigits' || undefined}
                aria-describedby={`${PROTECTED_FIELDS_ID}-status`}
                className="h-12 w-44 rounded-md border border-gray-400 px-3 font-mono text-lg tracking-widest"
              />
            </label>
            <button type="submit" className={SHARE_BUTTON}>
              {t('responder.protectedFields.show')}
            </button>
          </ScriptForm>
          <p
            id={`${PROTECTED_FIELDS_ID}-status`}
            role="status"
            aria-live="polite"
            className="mt-1 text-sm font-medium text-red-800"
          >
            {note}
          </p>
        </>
      )}
    </section>
  );
}
