// Accounts, keys, daily quota counters, the record of executions and saved tools.
import type { Knex } from 'knex';

export const name = '001-accounts-keys-executions';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('accounts', (t) => {
    t.string('id', 36).primary();
    t.string('email', 254).notNullable();
    t.boolean('email_verified').notNullable().defaultTo(false);
    t.bigInteger('created_at').notNullable(); // epoch milliseconds, UTC
    t.string('last_user_agent', 256);
    t.string('last_model', 256);
    t.bigInteger('last_seen_at');
  });
  await knex.schema.createTable('api_keys', (t) => {
    t.string('id', 32).primary(); // the public key_id
    t.string('account_id', 36).notNullable().references('accounts.id').onDelete('CASCADE');
    t.string('kind', 16).notNullable(); // email | passkey
    t.string('secret_sha256', 64).notNullable(); // hex of SHA-256 of the secret part; the key itself is never stored
    t.text('privileges').notNullable(); // JSON array
    t.bigInteger('created_at').notNullable();
    t.bigInteger('expires_at').notNullable();
    t.bigInteger('revoked_at');
    t.index(['account_id']);
  });
  await knex.schema.createTable('quota_counters', (t) => {
    t.string('scope', 200).notNullable(); // e.g. executions:key:<key_id>, signins:ip:<hash>
    t.string('day', 10).notNullable(); // UTC date YYYY-MM-DD
    t.bigInteger('count').notNullable().defaultTo(0);
    t.primary(['scope', 'day']);
  });
  await knex.schema.createTable('executions', (t) => {
    t.bigIncrements('seq').primary(); // insertion order: stable activity cursors
    t.string('execution_ref', 36).notNullable().unique();
    t.bigInteger('created_at').notNullable();
    t.string('tool_id', 100).notNullable();
    t.string('tool_version', 100).notNullable();
    t.string('via', 16).notNullable(); // rest | batch | mcp
    t.integer('status').notNullable();
    t.string('error_code', 64);
    t.integer('duration_us').notNullable();
    t.integer('input_bytes').notNullable();
    t.integer('output_bytes').notNullable();
    t.string('account_id', 36);
    t.string('key_id', 32);
    t.string('model', 256);
    t.index(['account_id', 'seq']);
    t.index(['created_at']);
  });
  await knex.schema.createTable('saved_tools', (t) => {
    t.string('account_id', 36).notNullable().references('accounts.id').onDelete('CASCADE');
    t.string('tool_id', 100).notNullable();
    t.string('tool_version', 100).notNullable();
    t.string('note', 200);
    t.bigInteger('saved_at').notNullable();
    t.primary(['account_id', 'tool_id', 'tool_version']);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['saved_tools', 'executions', 'quota_counters', 'api_keys', 'accounts']) await knex.schema.dropTableIfExists(table);
}
