// Every migration, in order. Listed here (not globbed) so the same list runs from source and dist.
import * as m001 from './001-accounts-keys-executions.js';
import * as m002 from './002-community-mail-savings.js';

export const migrations = [m001, m002];
