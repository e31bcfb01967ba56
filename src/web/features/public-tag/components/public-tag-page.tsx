// The public emergency page (SPEC §2 /tag/{uniqueCode}) in the responder's language, rendered on the
// server only (issue 35): complete without JavaScript, its few controls enhanced by the `tag` entry's
// islands. Help comes first: the call buttons sit right under the heading.
import { orderForResponder } from '#shared/field-style.ts';
import { formatDay } from '#shared/i18n/format-date.ts';
import { formatLabel } from '#shared/i18n/format.ts';
import type { PublicTag } from '#shared/schemas/tag.ts';
import { firstPhoneCall } from '../first-phone-call.ts';
import type { ResponderPageSettings } from '../public-tag-state.ts';
import type { ResponderAnswer } from '../responder-answer.ts';
import { CallButtons } from './call-buttons.tsx';
import { FieldCard } from './field-card.tsx';
import { LastUpdatedTime } from './last-updated-time.tsx';
import { LostBanner } from './lost-banner.tsx';
import { ProtectedFields } from './protected-fields.tsx';
import { PublicTagLayout } from './public-tag-layout.tsx';
import { ResponderShares } from './responder-shares.tsx';

type Props = {
  tag: PublicTag;
  settings: ResponderPageSettings;
  /** The server's rendering of the footer time (UTC); formatted here when missing. */
  lastUpdatedText?: string;
  /** The server's rendering of the check day; formatted here when missing. */
  checkedText?: string;
  /** What one of the page's forms answered (a POST's page, never cached). */
  answer?: ResponderAnswer;
};

/** The moment the footer names: the last edit, or the creation for a tag never edited. */
export const lastUpdatedIso = (tag: PublicTag) => tag.updatedAt || tag.createdAt;

export function PublicTagPage({ tag, settings, lastUpdatedText, checkedText, answer }: Props) {
  const { t } = settings;
  const label = (text: string) => formatLabel(settings.language, text);
  const fields = orderForResponder(tag.fields);
  // While the parents report the child lost, the page opens with their banner, and the
  // location button (right below the call buttons) is the prominent one.
  const { lost } = tag;
  // A bracelet no parent has activated has no one to send a location or number to.
  const shares = tag.owned;
  const checkedDay = tag.checkedAt && (checkedText ?? formatDay(new Date(tag.checkedAt), settings.language));
  return (
    <PublicTagLayout
      settings={settings}
      top={lost ? <LostBanner lost={lost} photoPath={tag.photoPath} childName={tag.childName} /> : undefined}
      footer={
        <>
          <p>
            {label(t('publicTag.lastUpdated'))}{' '}
            <LastUpdatedTime iso={lastUpdatedIso(tag)} serverText={lastUpdatedText} />
          </p>
          {checkedDay && <p>{t('publicTag.checkedByParent', { date: checkedDay })}</p>}
        </>
      }
    >
      <CallButtons emergencyNumber={settings.emergencyNumber} call={firstPhoneCall(tag.fields)} />
      {/* While lost, sending the location comes first; otherwise the allergy and medical cards do (they
          must stay on a 360 × 640 phone's first screen), and the shares follow the cards. */}
      {shares && lost && <ResponderShares code={tag.uniqueCode} lost contact={answer?.contact} />}
      <p className="mt-2 text-sm leading-snug text-gray-800">{t('publicTag.banner')}</p>
      <section aria-labelledby="child-name" className="mt-2">
        <h2 id="child-name" className="text-2xl leading-tight font-bold wrap-anywhere">
          {tag.childName || t('publicTag.childFallback')}
        </h2>
        <dl className="mt-1 flex flex-wrap gap-x-4 text-sm text-gray-700">
          {tag.childAge !== null && (
            <div className="flex gap-1">
              <dt>{label(t('publicTag.age'))}</dt>
              <dd className="font-semibold text-gray-900">
                {t('publicTag.ageYears', { count: tag.childAge })}
              </dd>
            </div>
          )}
          <div className="flex min-w-0 gap-1">
            <dt className="shrink-0">{label(t('publicTag.tagId'))}</dt>
            <dd className="font-mono break-all">{tag.uniqueCode}</dd>
          </div>
        </dl>
      </section>
      {/* Said plainly above the data, which stays shown in full: the responder weighs it. */}
      {tag.stale && (
        <p className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          {t('publicTag.staleNotice')}
        </p>
      )}
      {fields.length > 0 ? (
        <ul className="mt-3 grid gap-3">
          {fields.map((field) => (
            <li key={field.position}>
              <FieldCard field={field} />
            </li>
          ))}
        </ul>
      ) : (
        tag.protectedTitles.length === 0 && (
          <p className="mt-4 rounded-lg bg-gray-50 p-4 text-gray-800">{t('publicTag.empty')}</p>
        )
      )}
      <ProtectedFields titles={tag.protectedTitles} code={tag.uniqueCode} answer={answer?.unlock} />
      {shares && !lost && <ResponderShares code={tag.uniqueCode} contact={answer?.contact} />}
    </PublicTagLayout>
  );
}
