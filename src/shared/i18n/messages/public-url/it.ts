// publicUrl: it. NOT YET TRANSLATED: a copy of English, which the catalogue test refuses.
import type { Messages } from '../../catalogue-types.ts';
import type { publicUrlEn } from './en.ts';

export const publicUrlIt = {
  warningTitle: 'Activation links use a local address',
  warning:
    "The bracelets' activation links start with {url} (PUBLIC_URL), an address only this computer or its local network can open: a phone that taps such a bracelet cannot reach it. Set PUBLIC_URL to the shop's public address (https://…) and restart the server before you have bracelets programmed.",
  cliRefusal:
    "PUBLIC_URL is {url}, a local address: phones could not open the activation links this batch would put into its chips. Set PUBLIC_URL to the shop's public address (for example PUBLIC_URL=https://shop.example.com), or add --allow-local for a test batch.",
  cliAllowed:
    'Warning: PUBLIC_URL is {url}, a local address (--allow-local): these activation links work on this network only.',
} satisfies Messages<typeof publicUrlEn>;
