// The printable emergency card's one option: one wallet card, or an A4 sheet of copies.
import { z } from 'zod';
import { messageRef } from '../message-ref.ts';

export const CARD_LAYOUTS = ['card', 'sheet'] as const;
export type CardLayout = (typeof CARD_LAYOUTS)[number];

/** `GET /api/tags/{id}/card.pdf?layout=`: the wallet card unless asked otherwise; other keys are ignored. */
export const cardQuerySchema = z.object({
  layout: z
    .enum(CARD_LAYOUTS, { errorMap: () => ({ message: messageRef('errors.cardLayoutInvalid') }) })
    .default('card'),
});
