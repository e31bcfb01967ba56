// The public emergency page (SPEC §2 /tag/{uniqueCode}). The same component is rendered on the
// server, hydrated by the tiny `tag` entry, and shown by the in-app route.
import type { PublicTag } from '#shared/schemas/tag.ts';
import { publicTagText } from '#shared/text.ts';
import { orderForResponder } from '#shared/field-style.ts';
import { FieldCard } from './field-card.tsx';
import { LastUpdatedTime } from './last-updated-time.tsx';
import { PublicTagLayout } from './public-tag-layout.tsx';

export type PublicTagPageProps = { tag: PublicTag; supportEmail: string };

export function PublicTagPage({ tag, supportEmail }: PublicTagPageProps) {
  const fields = orderForResponder(tag.fields);
  return (
    <PublicTagLayout
      supportEmail={supportEmail}
      footer={
        <p>
          {publicTagText.lastUpdated}: <LastUpdatedTime iso={tag.updatedAt || tag.createdAt} />
        </p>
      }
    >
      <p className="mt-2 text-sm leading-snug text-gray-800">{publicTagText.banner}</p>
      <section aria-labelledby="child-name" className="mt-2">
        <h2 id="child-name" className="text-2xl leading-tight font-bold wrap-anywhere">
          {tag.childName || publicTagText.childFallback}
        </h2>
        <dl className="mt-1 flex flex-wrap gap-x-4 text-sm text-gray-700">
          {tag.childAge !== null && (
            <div className="flex gap-1">
              <dt>{publicTagText.age}:</dt>
              <dd className="font-semibold text-gray-900">{publicTagText.ageYears(tag.childAge)}</dd>
            </div>
          )}
          <div className="flex min-w-0 gap-1">
            <dt className="shrink-0">{publicTagText.tagId}:</dt>
            <dd className="font-mono break-all">{tag.id}</dd>
          </div>
        </dl>
      </section>
      {fields.length > 0 ? (
        <ul className="mt-3 grid gap-3">
          {fields.map((field) => (
            <li key={field.position}>
              <FieldCard field={field} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 rounded-lg bg-gray-50 p-4 text-gray-800">{publicTagText.empty}</p>
      )}
    </PublicTagLayout>
  );
}
