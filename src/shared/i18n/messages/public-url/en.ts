// publicUrl: English, exactly as SPEC quotes it (moved from text.ts's publicUrlText).

export const publicUrlEn = {
  cliRefusal:
    "PUBLIC_URL is {url}, a local address: phones could not open the activation links this batch would put into its chips. Set PUBLIC_URL to the shop's public address (for example PUBLIC_URL=https://shop.example.com), or add --allow-local for a test batch.",
  cliAllowed:
    'Warning: PUBLIC_URL is {url}, a local address (--allow-local): these activation links work on this network only.',
} as const;
