// activate: fr.
import type { Messages } from '../../catalogue-types.ts';
import type { activateEn } from './en.ts';

export const activateFr = {
  heading: 'Activez votre SafeKid Tag',
  intro: 'Saisissez le code unique indiqué sur votre bracelet NFC',
  codeLabel: 'Code du bracelet',
  codePlaceholder: 'SAISIR-LE-CODE',
  hintTitle: 'Où trouver votre code :',
  hint: "Cherchez le code de 4 à 12 caractères imprimé à l'intérieur de votre bracelet ou sur l'emballage.",
  button: 'Activer le bracelet',
  pending: 'Activation...',
  failedTitle: "Échec de l'activation",
  failedFallback: "Impossible d'activer le bracelet",
  okTitle: 'Bracelet activé !',
  ok: 'Votre SafeKid Tag a bien été activé.',
} satisfies Messages<typeof activateEn>;
