// The bar a signed-in parent sees above their own tag's public page (issue 13): the way back into the
// product after the wizard. The server puts it outside the page's React root, only for the owner and
// never in the cache; the in-app route shows the same component. Plain links work without JavaScript.
// Its classes are all used by the page already, so the page's inlined CSS stays as it was.
import type { ComponentType, ReactNode } from 'react';
import { routes } from '#shared/paths.ts';
import { ownerBarText } from '#shared/text.ts';

export type OwnerBarLinkProps = { href: string; className: string; children: ReactNode };

const PlainLink = ({ href, className, children }: OwnerBarLinkProps) => (
  <a href={href} className={className}>
    {children}
  </a>
);

const LINK = 'inline-flex min-h-12 items-center font-semibold text-red-800 underline underline-offset-2';

export function OwnerBar({
  tagId,
  link: Link = PlainLink,
}: {
  tagId: string;
  /** How links navigate: plain anchors on the server-rendered page, the router's links in the app. */
  link?: ComponentType<OwnerBarLinkProps>;
}) {
  return (
    // English (the parent's product) inside a page in the responder's language.
    <nav
      aria-label={ownerBarText.label}
      className="bg-gray-50 text-sm text-gray-700"
      data-testid="owner-bar"
      lang="en"
    >
      <div className="mx-auto flex max-w-2xl flex-wrap items-center gap-x-4 px-4">
        <p className="flex-1">{ownerBarText.note}</p>
        <Link href={routes.configure(tagId)} className={LINK}>
          {ownerBarText.edit}
        </Link>
        <Link href={routes.dashboard} className={LINK}>
          {ownerBarText.myTags}
        </Link>
      </div>
    </nav>
  );
}
