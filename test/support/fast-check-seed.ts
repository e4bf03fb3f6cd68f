// Property tests are reproducible: every fast-check run starts from one seed, FC_SEED or a fixed
// default, so a failure found once is found again (fast-check prints the seed and path with it).
// Set FC_SEED=random (or any integer) to explore other inputs.
import fc from 'fast-check';

const DEFAULT_SEED = 20261123;

function seedFromEnv(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_SEED;
  if (value === 'random') return (Math.random() * 2 ** 31) | 0;
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw new Error(`FC_SEED must be an integer or "random", got ${value}`);
  return n;
}

const seed = seedFromEnv(process.env.FC_SEED);
fc.configureGlobal({ ...fc.readConfigureGlobal(), seed });
if (seed !== DEFAULT_SEED) console.log(`fast-check seed ${seed}`);
