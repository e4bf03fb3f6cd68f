// The number of Unicode code points of a string: its UTF-16 length less one for each surrogate pair
// (a lone surrogate counts as one code point, as String.prototype[Symbol.iterator] yields it).
export function codePointLength(text: string): number {
  return text.length - (text.match(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g)?.length ?? 0);
}
