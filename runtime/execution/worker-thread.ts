// Starting one of this folder's worker threads (the tool workers, the record writer) from dist/ or
// from source. From dist/ the worker is plain JavaScript. From source (tests, `tsx`) it is
// TypeScript, and a worker thread does not inherit the loader its parent registered: register tsx
// first, then import.
import { Worker, type WorkerOptions } from 'node:worker_threads';

const fromSource = import.meta.url.endsWith('.ts');

/** Starts `./<name>.js` (or `.ts` from source) beside this module as a worker thread. */
export function startWorker(name: string, options: Pick<WorkerOptions, 'workerData' | 'resourceLimits'>): Worker {
  if (!fromSource) return new Worker(new URL(`./${name}.js`, import.meta.url), options);
  const tsx = import.meta.resolve('tsx/esm/api');
  const entry = new URL(`./${name}.ts`, import.meta.url).href;
  const code = `import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(entry)}); });`;
  return new Worker(code, { ...options, eval: true });
}
