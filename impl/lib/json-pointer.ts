// RFC 6901 JSON Pointers built from user strings (object keys), for ToolError details.

/** One reference token: "~" becomes "~0" and "/" becomes "~1" (section 3). */
export function pointerToken(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}
