// Mocha root hooks (.mocharc.json `require`): after the whole run, stop the shared tool workers.
import { closeSharedToolPool } from './shared-tool-pool.js';

export const mochaHooks = {
  async afterAll(): Promise<void> {
    await closeSharedToolPool();
  },
};
