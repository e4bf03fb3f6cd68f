// Character properties at UNICODE_VERSION (tables: properties-data.ts): General_Category (short
// alias), Script (long name), Script_Extensions, and the binary properties the Text tools test.
import { BINARY_PROPERTIES, GENERAL_CATEGORY, SCRIPT, SCRIPT_EXTENSIONS } from './properties-data.js';

export type GeneralCategory = (typeof GENERAL_CATEGORY.values)[number];

export const generalCategory = (cp: number): GeneralCategory => GENERAL_CATEGORY.value(cp);
export const script = (cp: number): string => SCRIPT.value(cp);

/** Script_Extensions: the scripts a character is used with, sorted by name ({Script} unless listed). */
export function scriptExtensions(cp: number): string[] {
  const listed = SCRIPT_EXTENSIONS.value(cp);
  return listed === '' ? [script(cp)] : listed.split(' ');
}

/** A key equal for two code points exactly when their Script_Extensions are equal. */
export function scriptExtensionsKey(cp: number): string {
  const listed = SCRIPT_EXTENSIONS.value(cp);
  return listed === '' ? script(cp) : listed;
}

/** The binary properties of a code point as flag letters: W White_Space, D Default_Ignorable_Code_Point, B Bidi_Control, J Join_Control, V Variation_Selector, N Noncharacter_Code_Point. */
export const binaryFlags = (cp: number): string => BINARY_PROPERTIES.value(cp);
const has = (cp: number, flag: string): boolean => binaryFlags(cp).includes(flag);
export const isWhiteSpace = (cp: number): boolean => has(cp, 'W');
export const isDefaultIgnorable = (cp: number): boolean => has(cp, 'D');
export const isBidiControl = (cp: number): boolean => has(cp, 'B');
export const isJoinControl = (cp: number): boolean => has(cp, 'J');
export const isVariationSelector = (cp: number): boolean => has(cp, 'V');
export const isNoncharacter = (cp: number): boolean => has(cp, 'N');
