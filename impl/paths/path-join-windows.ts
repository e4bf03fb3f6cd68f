import type { Input, Output } from '../../generated/tools/paths/path-join-windows.js';
import { limits } from '../../generated/tools/paths/path-join-windows.js';
import { limitExceeded } from '../lib/tool-error.js';
import { foldAscii, formatPath, hasDrive, isSep, normalizeParts, parsePath } from './lib/path-model.js';

export default function pathJoinWindows(input: Input): Output {
  const pieces = input.segments;
  if (pieces.length > limits.max_segments) throw limitExceeded('/segments', `${pieces.length} pieces, more than max_segments ${limits.max_segments}`);
  let total = 0;
  for (const s of pieces) total += s.length;
  if (total > limits.max_path_length) throw limitExceeded('/segments', `the pieces have ${total} UTF-16 code units in total, more than max_path_length ${limits.max_path_length}`);

  // The path so far as its drive part (as written) and the rest, as Python's ntpath.join keeps them.
  let drive = '';
  let rest = '';
  let verbatim = false;
  pieces.forEach((piece, i) => {
    if (piece === '') return;
    const p = parsePath(piece, 'windows', `/segments/${i}`);
    const pDrive = piece.slice(0, p.drivePartLength);
    const pRest = piece.slice(p.drivePartLength);
    const pVerbatim = p.kind === 'verbatim';
    if (pRest !== '' && isSep('windows', pRest[0]!, pVerbatim)) {
      // A rooted piece: with a drive part it restarts the path; "\x" alone keeps the current drive part.
      if (pDrive !== '' || drive === '') [drive, verbatim] = [pDrive, pVerbatim];
      rest = pRest;
      return;
    }
    if (pDrive !== '') {
      if (foldAscii(pDrive) !== foldAscii(drive)) {
        [drive, rest, verbatim] = [pDrive, pRest, pVerbatim];
        return;
      }
      drive = pDrive; // the same drive in another case: the piece's spelling, as ntpath.join
    }
    if (rest !== '' && !isSep('windows', rest[rest.length - 1]!, verbatim)) rest += '\\';
    rest += pRest;
  });
  // A UNC or device drive part needs a separator before a relative rest; a bare "C:" takes none.
  const needsSep = rest !== '' && drive !== '' && !(drive.length === 2 && hasDrive(drive)) && !isSep('windows', rest[0]!, verbatim);
  let joined = drive + (needsSep ? '\\' : '') + rest;
  if (joined === '') joined = '.';
  const parsed = parsePath(joined, 'windows', '/segments');
  if (input.normalize === true && parsed.kind !== 'verbatim') joined = formatPath(normalizeParts(parsed));
  return { path: joined, kind: parsed.kind as Output['kind'] };
}
