import type { Input, Output } from '../../generated/tools/graphs/schedule-rooms-assign.js';
import { limits } from '../../generated/tools/graphs/schedule-rooms-assign.js';
import { MinHeap } from './lib/graph.js';
import { readIntervals } from './lib/interval-scheduling.js';

export default function scheduleRoomsAssign(input: Input): Output {
  const iv = readIntervals(input.intervals, limits);
  const n = iv.ids.length;
  // Rules 3-4: by start, equal starts by id in code point order.
  const order = iv.ids.map((_, i) => i).sort((a, b) => iv.start[a]! - iv.start[b]! || iv.idRank[a]! - iv.idRank[b]!);
  // Busy rooms keyed by end rank then room number, as one integer (end rank < 2n, room <= n).
  const base = n + 1;
  const busy = new MinHeap();
  const free = new MinHeap();
  const room = new Array<number>(n);
  let rooms = 0;
  for (const i of order) {
    const s = iv.start[i]!;
    while (busy.size > 0) {
      const top = busy.pop();
      if (Math.floor(top / base) > s) {
        busy.push(top);
        break;
      }
      free.push(top % base);
    }
    const r = free.size > 0 ? free.pop() : ++rooms;
    room[i] = r;
    busy.push(iv.end[i]! * base + r);
  }
  const byRoom: string[][] = Array.from({ length: rooms }, () => []);
  for (const i of order) byRoom[room[i]! - 1]!.push(iv.ids[i]!);
  return {
    rooms,
    assignments: iv.ids.map((id, i) => ({ id, room: room[i]! })),
    by_room: byRoom.map((ids, k) => ({ room: k + 1, ids })),
  };
}
