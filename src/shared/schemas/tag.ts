// Tag schemas shared by the tag forms and the server (SPEC §5 messages).
import { z } from 'zod';
import {
  CHILD_AGE_MAX,
  CHILD_AGE_MIN,
  CHILD_NAME_MAX_LENGTH,
  FIELD_CONTENT_MAX_LENGTH,
  FIELD_TITLE_MAX_LENGTH,
  FIELDS_MAX,
  FIELDS_MIN,
  INVENTORY_BATCH_MAX,
  PHYSICAL_ID_MAX_LENGTH,
  TAG_CODE_MAX_LENGTH,
  TAG_CODE_MIN_LENGTH,
  TAG_PIN_INPUT_MAX_LENGTH,
  TAG_PIN_PATTERN,
} from '../constants.ts';
import { BIRTH_MONTH_MAX, BIRTH_MONTH_MIN } from '../child-age.ts';
import { typedPin } from '../tag-pin.ts';
import { messageRef } from '../message-ref.ts';
import { tagRoleFieldsSchema } from './family.ts';
import { lostModeAnswerSchema } from './lost-mode.ts';
import { isStorableText } from './storable-text.ts';

/** Codes are matched after trimming and upper-casing. */
export const tagCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .min(TAG_CODE_MIN_LENGTH, messageRef('validation.tagCodeMin'))
  .max(TAG_CODE_MAX_LENGTH, messageRef('validation.tagCodeMax'))
  .refine(isStorableText, messageRef('validation.invalidCharacter'));

/** Colons, dashes and spaces between a UID's byte groups: not part of the number (decision 015). */
const PHYSICAL_ID_SEPARATORS = /[ :-]/g;
const withoutSeparators = (id: string) => id.replace(PHYSICAL_ID_SEPARATORS, '');
const physicalIdChecks = (id: z.ZodString) =>
  id
    .regex(/^[A-Z0-9: -]*$/, messageRef('validation.physicalIdCharacters'))
    .refine((value) => /[A-Z0-9]/.test(value), messageRef('validation.physicalIdEmpty'))
    .refine(
      (value) => withoutSeparators(value).length <= PHYSICAL_ID_MAX_LENGTH,
      messageRef('validation.tooLong', { max: PHYSICAL_ID_MAX_LENGTH }),
    );

/**
 * A bracelet number as typed or read from a chip's URL: trimmed, upper case, checked, separators kept.
 * Only the wizard's claim takes this form, so it finds the row its look-up found (decision 015).
 */
export const physicalIdAsTypedSchema = physicalIdChecks(z.string().trim().toUpperCase());

/**
 * A bracelet number as stored and matched: upper-case letters and digits only (decision 015). The
 * separators go first (a preprocess keeps a failure's own message inside the inventory union).
 */
export const physicalIdSchema = z.preprocess(
  (raw) => (typeof raw === 'string' ? withoutSeparators(raw.trim().toUpperCase()) : raw),
  physicalIdChecks(z.string()),
);

/** A bracelet number as stored (`04:a2-3b` → `04A23B`), or null when it cannot be one. */
export function normalizePhysicalId(raw: string): string | null {
  const parsed = physicalIdSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/**
 * The stored forms a number may match, best first: exactly as typed (a row decision 015's migration
 * left alone because its normalised form was taken keeps the form its chip's URL carries), then
 * normalised. Null when it cannot be a bracelet number.
 */
export function physicalIdCandidates(raw: string): [asTyped: string, normalised: string] | null {
  const typed = physicalIdAsTypedSchema.safeParse(raw);
  const normalised = normalizePhysicalId(raw);
  return typed.success && normalised ? [typed.data, normalised] : null;
}

export const activateByCodeSchema = z.object({ uniqueCode: tagCodeSchema });
export type ActivateByCodeInput = z.infer<typeof activateByCodeSchema>;

/** Issue 17: a protected field shows its title only until the tag's PIN is given. */
export const FIELD_VISIBILITIES = ['public', 'protected'] as const;
export type FieldVisibility = (typeof FIELD_VISIBILITIES)[number];

export const emergencyFieldSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, messageRef('validation.fieldTitleRequired'))
    .max(FIELD_TITLE_MAX_LENGTH, messageRef('validation.tooLong', { max: FIELD_TITLE_MAX_LENGTH }))
    .refine(isStorableText, messageRef('validation.invalidCharacter')),
  content: z
    .string()
    .trim()
    .min(1, messageRef('validation.fieldContentRequired'))
    .max(FIELD_CONTENT_MAX_LENGTH, messageRef('validation.tooLong', { max: FIELD_CONTENT_MAX_LENGTH }))
    .refine(isStorableText, messageRef('validation.invalidCharacter')),
  /** Issue 17: optional; absent is 'public' (the API applies no defaults of its own). */
  visibility: z.enum(FIELD_VISIBILITIES).default('public'),
});
export type EmergencyFieldInput = z.infer<typeof emergencyFieldSchema>;

export const childAgeSchema = z
  .number({ invalid_type_error: messageRef('validation.ageNumber') })
  .int(messageRef('validation.ageWhole'))
  .min(CHILD_AGE_MIN, messageRef('validation.ageMin'))
  .max(CHILD_AGE_MAX, messageRef('validation.ageMax'));

/**
 * Issue 34: the birth month and year, both or neither (null or left out: none, and SPEC's childAge
 * counts). The service checks the pair against its clock (`birthRefusal`): here only their shape.
 */
const birthMonthSchema = z
  .number({ invalid_type_error: messageRef('validation.birthMonth') })
  .int(messageRef('validation.birthMonth'))
  .min(BIRTH_MONTH_MIN, messageRef('validation.birthMonth'))
  .max(BIRTH_MONTH_MAX, messageRef('validation.birthMonth'))
  .nullish();
const birthYearSchema = z
  .number({ invalid_type_error: messageRef('validation.birthYear') })
  .int(messageRef('validation.birthYear'))
  .min(1000, messageRef('validation.birthYear'))
  .max(9999, messageRef('validation.birthYear'))
  .nullish();
export const birthSchemas = { birthMonth: birthMonthSchema, birthYear: birthYearSchema };

export const fieldsSchema = z
  .array(emergencyFieldSchema)
  .min(FIELDS_MIN, messageRef('validation.fieldsMin'))
  .max(FIELDS_MAX, messageRef('validation.fieldsMax'));

/** Spaces of any kind and format characters (zero-width space and joiner, BOM): nothing to read. */
const INVISIBLE = /[\p{Z}\p{Cf}\s]/gu;

const childNameSchema = (message: string) =>
  z
    .string()
    .trim()
    .min(1, message)
    .max(CHILD_NAME_MAX_LENGTH, messageRef('validation.tooLong', { max: CHILD_NAME_MAX_LENGTH }))
    // Zero-width and other invisible characters alone would print as no name at all.
    .refine((value) => value.replace(INVISIBLE, '') !== '', message)
    .refine(isStorableText, messageRef('validation.invalidCharacter'));

/**
 * Issue 17: a save may carry the parent's consent to the privacy notice (only `true`; optional, so
 * SPEC's calls work unchanged). The server records it with the save.
 */
export const consentSchema = z
  .literal(true, { errorMap: () => ({ message: messageRef('validation.consentTrueOnly') }) })
  .optional();

/**
 * POST /api/tags and PUT /api/tags/{id}/config. The age may be null, "not set": a bracelet
 * activated by its code has none, and its configure form leaves it empty rather than invent one.
 */
export const tagConfigSchema = z.object({
  childName: childNameSchema(messageRef('validation.childNameRequired')),
  childAge: childAgeSchema.nullable(),
  ...birthSchemas,
  fields: fieldsSchema,
  consent: consentSchema,
});
export type TagConfigInput = z.infer<typeof tagConfigSchema>;
/** What a client sends: `visibility` may be left out. */
export type TagConfigBody = z.input<typeof tagConfigSchema>;

/**
 * Issue 29: the create form may name the bracelet that carries the new profile by its printed code,
 * read as activation reads it. Absent or blank: a card-only profile (SPEC's call, unchanged).
 */
const braceletCodeSchema = z.preprocess(
  (raw) => (typeof raw === 'string' && raw.trim() === '' ? undefined : raw),
  tagCodeSchema.optional(),
);

/** POST /api/tags: SPEC's body and, optionally, the bracelet's code. */
export const tagCreateSchema = tagConfigSchema.extend({ uniqueCode: braceletCodeSchema });
export type TagCreateInput = z.infer<typeof tagCreateSchema>;
export type TagCreateBody = z.input<typeof tagCreateSchema>;

/** POST /api/tags/activate from the wizard: the bracelet is found by its physical id. */
export const wizardActivateSchema = z.object({
  childName: childNameSchema(messageRef('validation.wizardChildNameRequired')),
  childAge: childAgeSchema,
  ...birthSchemas,
  /** As typed: the service matches it as the bracelet look-up does (decision 015). */
  physicalId: physicalIdAsTypedSchema,
  fields: fieldsSchema,
  consent: consentSchema,
});
export type WizardActivateInput = z.infer<typeof wizardActivateSchema>;
export type WizardActivateBody = z.input<typeof wizardActivateSchema>;

/** The wizard's body names the bracelet's number; the code screen's carries only the code. */
const isWizardBody = (body: unknown) => typeof body === 'object' && body !== null && 'physicalId' in body;

/**
 * POST /api/tags/activate: the wizard's body or the code screen's, each checked by its own schema
 * alone, so a refusal speaks of that screen's fields in its words (a plain union would answer
 * 'Invalid input' for a body both refuse). The union after it types and documents the two shapes;
 * the cast says what a client sends, as preprocess() alone takes anything.
 */
export const tagActivateSchema = z.preprocess(
  (body, ctx) => {
    const result = (isWizardBody(body) ? wizardActivateSchema : activateByCodeSchema).safeParse(body);
    // Fatal: a body its own schema refused never reaches the union.
    if (!result.success) for (const issue of result.error.issues) ctx.addIssue({ ...issue, fatal: true });
    return body;
  },
  z.union([wizardActivateSchema, activateByCodeSchema]),
) as unknown as z.ZodType<
  WizardActivateInput | ActivateByCodeInput,
  z.ZodTypeDef,
  WizardActivateBody | z.input<typeof activateByCodeSchema>
>;

/** POST /api/tag/{code}/unlock: the tag's PIN (8 digits, or 6 from before), as typed. */
export const unlockSchema = z.object({
  pin: z
    .string()
    .max(TAG_PIN_INPUT_MAX_LENGTH, messageRef('validation.tooLong', { max: TAG_PIN_INPUT_MAX_LENGTH }))
    // Spaces as the card groups it ("4821 0937") are not part of the PIN.
    .transform(typedPin)
    // Never the right PIN, so refused without using up one of the tag's wrong tries.
    .pipe(z.string().regex(TAG_PIN_PATTERN, messageRef('validation.pinFormat'))),
});
export type UnlockInput = z.infer<typeof unlockSchema>;

/** POST /api/admin/tags: a batch by count, or the ids read from real chips. */
export const createInventorySchema = z.union([
  z.object({ count: z.number().int().min(1).max(INVENTORY_BATCH_MAX) }).strict(),
  z
    .object({
      physicalIds: z
        .array(physicalIdSchema)
        .min(1)
        .max(INVENTORY_BATCH_MAX)
        .refine((ids) => new Set(ids).size === ids.length, messageRef('validation.physicalIdsUnique')),
    })
    .strict(),
]);
export type CreateInventoryInput = z.infer<typeof createInventorySchema>;

const INVENTORY_PAGE_SIZE_DEFAULT = 50;
const INVENTORY_PAGE_SIZE_MAX = 500;
/** Far past any real inventory; keeps the row offset a number the database can hold (else a 22003). */
const INVENTORY_PAGE_MAX = 1_000_000;

/** GET /api/admin/tags?page=&pageSize=: which page of the inventory, and how long one is. */
export const inventoryPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(INVENTORY_PAGE_MAX).default(1),
  pageSize: z.coerce.number().int().min(1).max(INVENTORY_PAGE_SIZE_MAX).default(INVENTORY_PAGE_SIZE_DEFAULT),
});

export const inventoryTagSchema = z.object({
  id: z.string(),
  uniqueCode: z.string(),
  physicalId: z.string().nullable(),
});
export type InventoryTag = z.infer<typeof inventoryTagSchema>;
const INVENTORY_STATUSES = ['unowned', 'activated', 'configured'] as const;
export type InventoryStatus = (typeof INVENTORY_STATUSES)[number];
export const inventoryListItemSchema = inventoryTagSchema.extend({
  status: z.enum(INVENTORY_STATUSES),
  createdAt: z.string(),
});
export type InventoryListItem = z.infer<typeof inventoryListItemSchema>;

/** One page of the inventory, and the activation links' base (local: no phone can open it). */
export const inventoryPageSchema = z.object({
  items: z.array(inventoryListItemSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  publicUrl: z.string(),
  publicUrlIsLocal: z.boolean(),
});

/** Answer shapes (SPEC §3 "Shapes used by the client"). */
export const emergencyFieldAnswerSchema = z.object({ title: z.string(), content: z.string() });
export type EmergencyField = z.infer<typeof emergencyFieldAnswerSchema>;
/** A field as its owner sees it: with its visibility. */
export const ownerFieldSchema = emergencyFieldAnswerSchema.extend({ visibility: z.enum(FIELD_VISIBILITIES) });
export type OwnerField = z.infer<typeof ownerFieldSchema>;
/** POST /api/tag/{code}/unlock with the right PIN: the protected fields, in the owner's order. */
export const unlockResponseSchema = z.object({ fields: z.array(emergencyFieldAnswerSchema) });
export type UnlockResponse = z.infer<typeof unlockResponseSchema>;
/** Added to SPEC's tag shapes: the alert switch and when the page was last opened. */
const tagScanSummarySchema = z.object({
  alertsEnabled: z.boolean(),
  lastScanAt: z.string().datetime().nullable(),
});
export type TagScanSummary = z.infer<typeof tagScanSummarySchema>;
/** When the owner deactivated the tag (its page answers 410), else null. */
const tagRetirementSchema = z.object({
  deactivatedAt: z.string().datetime().nullable(),
  /** False for a card-only profile (made without a bracelet's code): no band carries it. */
  braceletLinked: z.boolean(),
});
/** Issue 34: whether the child's photo for lost mode is set (the owner reads it at its own address). */
const tagPhotoSchema = z.object({ hasPhoto: z.boolean() });
export type TagRetirement = z.infer<typeof tagRetirementSchema>;
export const tagListItemSchema = z
  .object({
    id: z.string(),
    uniqueCode: z.string(),
    childName: z.string().nullable(),
    /** The age shown today: from the birth month and year when set (src/shared/child-age.ts). */
    childAge: z.number().nullable(),
    birthMonth: z.number().nullable(),
    birthYear: z.number().nullable(),
    fieldsCount: z.number(),
    createdAt: z.string().datetime(),
    updatedAt: z.string().datetime(),
    /** Lost-child mode while it lasts. */
    lost: lostModeAnswerSchema.nullable(),
    /** Unlocks the protected fields on the public page. */
    pin: z.string(),
  })
  .merge(tagScanSummarySchema)
  .merge(tagRetirementSchema)
  .merge(tagRoleFieldsSchema);
export type TagListItem = z.infer<typeof tagListItemSchema>;
export const tagForEditingSchema = z.object({
  id: z.string(),
  uniqueCode: z.string(),
  childName: z.string().nullable(),
  /** The age shown today: from the birth month and year when set. */
  childAge: z.number().nullable(),
  birthMonth: z.number().nullable(),
  birthYear: z.number().nullable(),
  fields: z.array(ownerFieldSchema),
  lost: lostModeAnswerSchema.nullable(),
  /** Unlocks the protected fields on the public page; printed on the card. */
  pin: z.string(),
});
export type TagForEditing = z.infer<typeof tagForEditingSchema>;
/** GET /api/tags/{id}: the tag for editing and its scan summary. */
export const tagDetailsSchema = tagForEditingSchema
  .merge(tagScanSummarySchema)
  .merge(tagRetirementSchema)
  .merge(tagRoleFieldsSchema)
  .merge(tagPhotoSchema);
export type TagDetails = z.infer<typeof tagDetailsSchema>;
/** GET /api/tag/{code}: what the public page shows. */
export const publicTagSchema = z.object({
  id: z.string(),
  /** The code printed on the bracelet (its address's key): the page's "Tag ID", what a responder can read out. */
  uniqueCode: z.string(),
  childName: z.string().nullable(),
  /** The age on the day, computed from the birth month when the parent gave it (never sent itself). */
  childAge: z.number().nullable(),
  /** The public fields only: a protected field's content never leaves the server unasked. */
  fields: z.array(emergencyFieldAnswerSchema),
  /** The titles of the protected fields, shown under "More information" with the PIN box. */
  protectedTitles: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** While lost, the page opens with the parent's message and number. */
  lost: lostModeAnswerSchema.nullable(),
  /** A parent owns the tag: only then is there anyone a responder's location or number could reach. */
  owned: z.boolean(),
  /** The child's photo's address: present only while lost mode is on and a photo is set (issue 34). */
  photoPath: z.string().optional(),
  /** When a parent last saved or confirmed the data (issue 34 part 3); null when never configured. */
  checkedAt: z.string().nullable(),
  /** Not checked for more than a year: the page says the data may be out of date. */
  stale: z.boolean(),
});
export type PublicTag = z.infer<typeof publicTagSchema>;
export const activateResponseSchema = z.object({ id: z.string(), uniqueCode: z.string() });
export type ActivateResponse = z.infer<typeof activateResponseSchema>;
/** The wizard's bracelet, as the signed-in (or signed-out) visitor sees it; null when unknown. */
export const braceletStateSchema = z.union([
  z.object({ physicalId: z.string(), status: z.enum(['available', 'yours', 'unavailable']) }),
  z.object({ physicalId: z.string(), status: z.literal('configured'), uniqueCode: z.string() }),
]);
export type BraceletState = z.infer<typeof braceletStateSchema>;
export type BraceletStatus = Exclude<BraceletState['status'], 'configured'>;
