// The owner's QR code and printable emergency card for one tag. Made on request from the
// tag's current data, never cached (an edit shows on the next card), and off the public page's path:
// pdfkit and its fonts load on the first card, not at start (decision 030).
import type { Language } from '#shared/i18n/languages.ts';
import type { CardLayout } from '#shared/schemas/emergency-card.ts';
import { routes, typedCodePaths } from '#shared/paths.ts';
import { shownAge } from '#shared/child-age.ts';
import type { Infra } from '../../context.ts';
import { conflict } from '../../errors.ts';
import { notWorkingTag } from '../tags/working-tag.ts';
import { findOwnedCardTag, findOwnedCode } from './responder-card.repo.ts';
import { qrPng, qrSvg } from './tag-qr.ts';

/** Pixels a module in the sticker PNG: a version 4–5 symbol is 410–450 px, about 35 mm at 300 dpi. */
const STICKER_PNG_SCALE = 10;

export type Download = { body: Buffer | string; fileName: string };

/** A code as a file-name part: letters, digits and dashes only (codes are, but never trust a header). */
const fileSafe = (code: string) => code.replace(/[^A-Za-z0-9-]/g, '-');

export class ResponderCardService {
  constructor(private readonly deps: Pick<Infra, 'db' | 'clock' | 'config'>) {}

  async qrSvg(userId: string, tagId: string): Promise<Download> {
    const code = await this.ownedCode(userId, tagId);
    return { body: await qrSvg(this.publicUrl(code)), fileName: `safekid-${fileSafe(code)}-qr.svg` };
  }

  async qrPng(userId: string, tagId: string): Promise<Download> {
    const code = await this.ownedCode(userId, tagId);
    const body = await qrPng(this.publicUrl(code), { scale: STICKER_PNG_SCALE });
    return { body, fileName: `safekid-${fileSafe(code)}-qr.png` };
  }

  /**
   * Only a tag with something to print: a claimed, empty tag answers 409 (decision 030). Printed in
   * `language`, the printing parent's.
   */
  async card(userId: string, tagId: string, layout: CardLayout, language: Language): Promise<Download> {
    const tag = await findOwnedCardTag(this.deps.db, tagId, userId);
    // A deactivated tag's card would lead a responder to a page that no longer opens.
    if (!tag) throw await notWorkingTag(this.deps.db, tagId, userId);
    if (tag.childName === null && tag.fields.length === 0) {
      throw conflict('errors.cardNeedsConfiguration');
    }
    // Loaded on the first card: pdfkit and fontkit take most of a second to import.
    const { renderEmergencyCard } = await import('./emergency-card.pdf.ts');
    const body = await renderEmergencyCard(
      {
        childName: tag.childName ?? '',
        childAge: shownAge(tag, this.deps.clock.now()),
        uniqueCode: tag.uniqueCode,
        pin: tag.pin,
        fields: tag.fields,
        updatedAt: tag.updatedAt,
        publicUrl: this.publicUrl(tag.uniqueCode),
        shortUrl: `${this.deps.config.publicUrl}${typedCodePaths.page}`,
      },
      { layout, language },
    );
    const suffix = layout === 'sheet' ? '-sheet' : '';
    return { body, fileName: `safekid-emergency-card-${fileSafe(tag.uniqueCode)}${suffix}.pdf` };
  }

  /** Another parent's tag and an unknown id are simply not found (a malformed one is, by the contract). */
  private async ownedCode(userId: string, tagId: string): Promise<string> {
    const code = await findOwnedCode(this.deps.db, tagId, userId);
    if (!code) throw await notWorkingTag(this.deps.db, tagId, userId);
    return code;
  }

  private publicUrl(code: string): string {
    return `${this.deps.config.publicUrl}${routes.publicTag(code)}`;
  }
}
