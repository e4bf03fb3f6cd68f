import type { Input, Output } from '../../generated/tools/graphs/schedule-round-robin.js';
import { limits } from '../../generated/tools/graphs/schedule-round-robin.js';
import { codePointLength } from '../lib/code-point-length.js';
import { invalidInput, limitExceeded } from '../lib/tool-error.js';

// The circle method: positions in two rows, the first team fixed at the top left, the others rotated
// clockwise one position per round; columns are the matches. An odd count adds a dummy (a bye).
export default function scheduleRoundRobin(input: Input): Output {
  const teams = input.teams;
  if (teams.length > limits.max_teams) throw limitExceeded('/teams', `more than ${limits.max_teams} teams`);
  teams.forEach((t, i) => {
    if (t.length > limits.max_team_name_chars && codePointLength(t) > limits.max_team_name_chars) {
      throw invalidInput(`/teams/${i}`, `a team name has at most ${limits.max_team_name_chars} code points`);
    }
  });
  const seen = new Set<string>();
  teams.forEach((t, i) => {
    if (seen.has(t)) throw invalidInput(`/teams/${i}`, `team ${JSON.stringify(t)} is listed twice`);
    seen.add(t);
  });
  const odd = teams.length % 2 === 1;
  const n = teams.length + (odd ? 1 : 0);
  const rounds = n - 1;
  let size = rounds * 40;
  for (const t of teams) size += rounds * (JSON.stringify(t).length + 10);
  if (size > limits.max_output_chars) throw limitExceeded('/teams', `the schedule would take more than ${limits.max_output_chars} characters`);
  // Team k (0-based) stands for teams[k]; k = n - 1 is the dummy when the count is odd.
  const m = n / 2;
  const dummy = odd ? n - 1 : -1;
  // ring: the n - 1 rotating teams in clockwise order of the positions top 1..m-1, bottom m-1..0.
  // Round 1: top = 0, 1, ..., m-1; bottom = n-1, n-2, ..., m.
  const ring: number[] = [];
  for (let j = 1; j < m; j++) ring.push(j);
  for (let j = m - 1; j >= 0; j--) ring.push(n - 1 - j);
  const out: Output['rounds'] = [];
  for (let r = 0; r < rounds; r++) {
    // Clockwise by r: the team at ring position p moves to p + r.
    const at = (p: number) => ring[(((p - r) % (n - 1)) + (n - 1)) % (n - 1)]!;
    const top = (j: number) => (j === 0 ? 0 : at(j - 1));
    const bottom = (j: number) => at(m - 1 + (m - 1 - j));
    const matches: { home: string; away: string }[] = [];
    let bye: string | null = null;
    for (let j = 0; j < m; j++) {
      const a = top(j);
      const b = bottom(j);
      if (a === dummy || b === dummy) {
        bye = teams[a === dummy ? b : a]!;
        continue;
      }
      // Team 1 alternates; in the other columns the top team is at home (balanced within 1 for every n).
      const topHome = j === 0 ? r % 2 === 0 : true;
      matches.push(topHome ? { home: teams[a]!, away: teams[b]! } : { home: teams[b]!, away: teams[a]! });
    }
    out.push({ round: r + 1, matches, bye });
  }
  return { rounds: out };
}
