import type { Input, Output } from '../../generated/tools/paths/path-collisions-find.js';
import { limits } from '../../generated/tools/paths/path-collisions-find.js';
import { invalidInput, limitExceeded } from '../lib/tool-error.js';
import { canonicalCaselessKey, caseFold, nfd, ntfsUpcase } from './lib/collisions.js';
import { checkPathList, foldAscii } from './lib/path-model.js';
import { isWindowsReserved, reservedStem } from './lib/naming.js';

type Target = Input['target'];

const ROOT_RELATIVE = -1;
const ROOT_ABSOLUTE = -2;
const DEVICE = -3;

/** Win32 drops trailing dots and spaces of a name; a name of only dots and spaces keeps its text. */
function stripTrailingDotsSpaces(name: string): string {
  let end = name.length;
  while (end > 0 && (name[end - 1] === '.' || name[end - 1] === ' ')) end--;
  return end === 0 ? name : name.slice(0, end);
}

function isAscii(s: string): boolean {
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) > 0x7f) return false;
  return true;
}

function segmentKey(seg: string, target: Target, pointer: string): string {
  let key: string | null;
  // ASCII is its own NFD, and its case folding is A-Z to a-z
  if (target !== 'windows' && isAscii(seg)) key = target === 'normalization_insensitive' ? seg : foldAscii(seg);
  else if (target === 'case_insensitive') key = caseFold(seg);
  else if (target === 'normalization_insensitive') key = nfd(seg, limits.max_key_length);
  else if (target === 'case_and_normalization_insensitive') key = canonicalCaselessKey(seg, limits.max_key_length);
  else key = ntfsUpcase(stripTrailingDotsSpaces(seg));
  if (key === null) throw limitExceeded(pointer, `a segment's key would hold more than max_key_length ${limits.max_key_length} code points`);
  return key;
}

/** Positions (in the text) after each kept segment, and the kept segments. */
function split(text: string, windows: boolean): { segs: string[]; ends: number[] } {
  const segs: string[] = [];
  const ends: number[] = [];
  let start = 0;
  for (let i = 0; i <= text.length; i++) {
    if (i === text.length || text[i] === '/' || (windows && text[i] === '\\')) {
      const s = text.slice(start, i);
      if (s !== '' && s !== '.') {
        segs.push(s);
        ends.push(i);
      }
      start = i + 1;
    }
  }
  return { segs, ends };
}

export default function pathCollisionsFind(input: Input): Output {
  checkPathList(input.paths, limits);
  const windows = input.target === 'windows';
  const withDirs = input.include_directories !== false;
  // Keys and texts are interned as tries (parent id + one piece), so a prefix costs its own piece only.
  const keyIds = new Map<string, number>();
  const keyParent: number[] = [];
  const keyPiece: string[] = [];
  const textIds = new Map<string, number>();
  const textParent: number[] = [];
  const textPiece: string[] = [];
  const intern = (ids: Map<string, number>, parents: number[], pieces: string[], parent: number, piece: string) => {
    const compound = `${parent}\u0000${piece}`;
    let id = ids.get(compound);
    if (id === undefined) {
      id = parents.length;
      ids.set(compound, id);
      parents.push(parent);
      pieces.push(piece);
    }
    return id;
  };
  const memo = new Map<string, string>(); // segment text -> its key, each distinct segment computed once
  const names = new Map<number, { list: number[]; seen: Set<number> }>(); // in first-occurrence order of keys
  const note = (key: number, text: number) => {
    const n = names.get(key);
    if (!n) names.set(key, { list: [text], seen: new Set([text]) });
    else if (!n.seen.has(text)) {
      n.seen.add(text);
      n.list.push(text);
    }
  };
  input.paths.forEach((text, i) => {
    const pointer = `/paths/${i}`;
    const { segs, ends } = split(text, windows);
    if (segs.length === 0) throw invalidInput(pointer, 'the path names nothing: no segment is left after dropping empty and . segments');
    const absolute = text.startsWith('/') || (windows && text.startsWith('\\'));
    let key = absolute ? ROOT_ABSOLUTE : ROOT_RELATIVE;
    let tid = -1;
    let from = 0;
    for (let k = 0; k < segs.length; k++) {
      const last = k === segs.length - 1;
      const piece = last ? text.slice(from) : text.slice(from, ends[k]);
      tid = intern(textIds, textParent, textPiece, tid, piece);
      from = ends[k]!;
      if (last && windows && isWindowsReserved(segs[k]!)) {
        note(intern(keyIds, keyParent, keyPiece, DEVICE, `\\\\.\\${foldAscii(reservedStem(segs[k]!)).toUpperCase()}`), tid);
        break;
      }
      const seg = segs[k]!;
      let segKey = memo.get(seg);
      if (segKey === undefined) {
        segKey = segmentKey(seg, input.target, pointer);
        memo.set(seg, segKey);
      }
      key = intern(keyIds, keyParent, keyPiece, key, segKey);
      if (last || withDirs) note(key, tid);
    }
  });
  let size = 0;
  const spend = (s: string) => {
    size += s.length;
    if (size > limits.max_output_length) throw limitExceeded('/paths', `the colliding keys and names exceed max_output_length ${limits.max_output_length} code units`);
    return s;
  };
  const textOf = (id: number) => {
    const parts: string[] = [];
    for (let t = id; t >= 0; t = textParent[t]!) parts.push(textPiece[t]!);
    return parts.reverse().join('');
  };
  const keyOf = (id: number) => {
    const parts: string[] = [];
    let k = id;
    for (; k >= 0; k = keyParent[k]!) parts.push(keyPiece[k]!);
    const joined = parts.reverse().join('/');
    return k === ROOT_ABSOLUTE ? `/${joined}` : joined;
  };
  const groups: Output['groups'] = [];
  for (const [key, n] of names) {
    if (n.list.length < 2) continue;
    const [first, second, ...rest] = n.list.map((t) => spend(textOf(t)));
    groups.push({ key: spend(keyOf(key)), names: [first!, second!, ...rest] });
  }
  return { groups, count: groups.length };
}
