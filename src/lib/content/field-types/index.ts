/**
 * The registry of the field types: one module each, in this folder (./field-type.ts says what a module holds).
 * Adding a type is one module and its unit test, then its line here (docs/content.md, « Adding a field type »).
 * The order is the reference's, in CONTENT.md.
 */
import { booleanType } from "./boolean";
import { choiceType } from "./choice";
import { dateType } from "./date";
import { emailType } from "./email";
import type { FieldTypeModule } from "./field-type";
import { fileType } from "./file";
import { iconType } from "./icon";
import { integerType } from "./integer";
import { listChoiceType } from "./list-choice";
import { listLinkType } from "./list-link";
import { listStringType } from "./list-string";
import { listTagType } from "./list-tag";
import { pathType } from "./path";
import { priceType } from "./price";
import { referenceType } from "./reference";
import { slugType } from "./slug";
import { stringType } from "./string";
import { textType } from "./text";
import { urlType } from "./url";
import { youtubeType } from "./youtube";

export const FIELD_TYPE_MODULES = [
  stringType,
  textType,
  integerType,
  booleanType,
  urlType,
  emailType,
  pathType,
  fileType,
  dateType,
  slugType,
  priceType,
  youtubeType,
  iconType,
  choiceType,
  listChoiceType,
  referenceType,
  listStringType,
  listTagType,
  listLinkType,
] as const satisfies readonly FieldTypeModule[];

export type FieldType = (typeof FIELD_TYPE_MODULES)[number]["name"];

/** The types' names, in the registry's order. */
export const FIELD_TYPES: readonly FieldType[] = FIELD_TYPE_MODULES.map((module) => module.name);

/** The module of a type's name; undefined for a name no module has (the check, the schema and the CMS say so). */
export const fieldTypeOf = (name: string): FieldTypeModule | undefined =>
  (FIELD_TYPE_MODULES as readonly FieldTypeModule[]).find((module) => module.name === name);
