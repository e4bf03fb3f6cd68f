import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';

type Result = { rounds: { round: number; matches: { home: string; away: string }[]; bye: string | null }[] };
const names = fc.uniqueArray(fc.string({ minLength: 1, maxLength: 6 }), { minLength: 2, maxLength: 50 });

describe('schedule-round-robin properties', () => {
  it('every pair meets once, every team once per round, one bye per team when odd, home and away within 1, team 1 in the first column', async () => {
    await fc.assert(
      fc.asyncProperty(names, async (teams) => {
        const r = (await runTool('schedule-round-robin', { teams })) as Result;
        const n = teams.length;
        expect(r.rounds.length).to.equal(n % 2 === 1 ? n : n - 1);
        const met = new Map<string, number>();
        const home = new Map<string, number>(teams.map((t) => [t, 0]));
        const away = new Map<string, number>(teams.map((t) => [t, 0]));
        const byes = new Map<string, number>(teams.map((t) => [t, 0]));
        const index = new Map(teams.map((t, i) => [t, i]));
        r.rounds.forEach((rd, k) => {
          expect(rd.round).to.equal(k + 1);
          const seen = rd.matches.flatMap((m) => [m.home, m.away]);
          if (rd.bye !== null) {
            seen.push(rd.bye);
            byes.set(rd.bye, byes.get(rd.bye)! + 1);
          }
          expect([...seen].sort()).to.deep.equal([...teams].sort());
          rd.matches.forEach((m, j) => {
            const key = [index.get(m.home)!, index.get(m.away)!].sort((a, b) => a - b).join(',');
            met.set(key, (met.get(key) ?? 0) + 1);
            home.set(m.home, home.get(m.home)! + 1);
            away.set(m.away, away.get(m.away)! + 1);
            if (m.home === teams[0] || m.away === teams[0]) expect(j).to.equal(0);
          });
        });
        expect(met.size).to.equal((n * (n - 1)) / 2);
        for (const c of met.values()) expect(c).to.equal(1);
        for (const t of teams) {
          expect(Math.abs(home.get(t)! - away.get(t)!)).to.be.at.most(1);
          expect(byes.get(t)).to.equal(n % 2);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('depends only on the teams\' positions: renaming the teams renames the schedule', async () => {
    await fc.assert(
      fc.asyncProperty(names, async (teams) => {
        const plain = teams.map((_, i) => `team${i}`);
        const a = (await runTool('schedule-round-robin', { teams })) as Result;
        const b = (await runTool('schedule-round-robin', { teams: plain })) as Result;
        const rename = (x: string) => plain[teams.indexOf(x)]!;
        expect(a.rounds.map((rd) => ({ ...rd, matches: rd.matches.map((m) => ({ home: rename(m.home), away: rename(m.away) })), bye: rd.bye === null ? null : rename(rd.bye) }))).to.deep.equal(b.rounds);
      }),
      { numRuns: 100 },
    );
  });
});
