// validation: fr.
import type { Messages } from '../../catalogue-types.ts';
import type { validationEn } from './en.ts';

export const validationFr = {
  consentTrueOnly: 'consent doit valoir true lorsque le consentement est donné',
  invalidEmail: 'Adresse e-mail invalide',
  wizardInvalidEmail: 'Veuillez saisir une adresse e-mail valide',
  passwordMin: 'Le mot de passe doit contenir au moins 6 caractères',
  firstNameRequired: 'Le prénom est obligatoire',
  lastNameRequired: 'Le nom est obligatoire',
  codeLength: 'Le code de vérification doit comporter 6 chiffres',
  pinFormat: 'Le PIN comporte 8 chiffres (6 sur les cartes plus anciennes).',
  codeDigitsIt: 'Le code doit comporter 6 chiffres',
  tagCodeMin: 'Le code du bracelet doit contenir au moins 4 caractères',
  tagCodeMax: 'Le code du bracelet doit contenir au plus 12 caractères',
  childNameRequired: "Le nom de l'enfant est obligatoire",
  wizardChildNameRequired: "Le prénom de l'enfant est obligatoire",
  ageMin: "L'âge doit être d'au moins 1 an",
  ageMax: "L'âge doit être de 18 ans maximum",
  ageWhole: "L'âge doit être un nombre entier d'années",
  fieldsMax: '10 champs maximum autorisés',
  fieldsMin: "Veuillez ajouter au moins un champ d'informations d'urgence.",
  fieldTitleRequired: 'Le titre du champ est obligatoire',
  fieldContentRequired: 'Le contenu du champ est obligatoire',
  usernameRequired: "Le nom d'utilisateur est obligatoire",
  tooLong: '{max} caractères maximum',
  invalidCharacter: 'Contient un caractère non autorisé',
  physicalIdCharacters:
    'Utilisez uniquement des lettres, des chiffres, des deux-points, des tirets ou des espaces',
  physicalIdEmpty: 'Un numéro de bracelet doit contenir au moins une lettre ou un chiffre',
  timeZone: 'Le fuseau horaire doit être un nom de fuseau IANA, par exemple Europe/Rome',
  alertsEnabled: "Envoyez '{'\"enabled\": true'}' ou '{'\"enabled\": false'}'",
  historyCursor:
    "Ce lien vers les ouvertures plus anciennes n'est pas valide. Rouvrez l'historique des scans depuis le début.",
} satisfies Messages<typeof validationEn>;
