// Feedback, tool requests, the newsletter (addresses and their link tokens), the mail outbox, and
// savings (model reports and measured comparisons).
import type { Knex } from 'knex';

export const name = '002-community-mail-savings';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('feedback', (t) => {
    t.string('id', 36).primary();
    t.string('owner', 64).notNullable(); // key:<key_id> or ip:<hash>: idempotency keys are per caller
    t.string('idempotency_key', 100).notNullable();
    t.string('body_sha256', 64).notNullable(); // of the canonical body: same key, other body is a conflict
    t.string('category', 32).notNullable();
    t.string('note', 1000);
    t.string('tool_id', 100);
    t.string('tool_version', 100);
    t.string('execution_ref', 100);
    t.string('account_id', 36);
    t.bigInteger('created_at').notNullable();
    t.unique(['owner', 'idempotency_key']);
  });
  await knex.schema.createTable('tool_requests', (t) => {
    t.bigIncrements('seq').primary(); // stable order
    t.string('id', 36).notNullable().unique();
    t.string('owner', 64).notNullable();
    t.string('account_id', 36);
    t.text('description').notNullable();
    t.text('example_input'); // JSON text of the value as given (a string or any JSON)
    t.text('example_output');
    t.string('contact_email', 254);
    t.boolean('email_consent').notNullable().defaultTo(false);
    t.string('status', 16).notNullable(); // received | planned | released | declined
    t.string('released_tool', 100);
    t.bigInteger('created_at').notNullable();
    t.bigInteger('updated_at').notNullable();
    t.index(['account_id', 'seq']);
  });
  await knex.schema.createTable('newsletter_addresses', (t) => {
    t.string('id', 36).primary();
    t.string('email_sha256', 64).notNullable().unique(); // of the lower-cased address: kept after unsubscribing, so it is never re-added
    t.string('email', 254); // cleared on unsubscribe
    t.string('state', 16).notNullable(); // unconfirmed | confirmed | unsubscribed
    t.bigInteger('created_at').notNullable();
    t.bigInteger('confirmed_at');
    t.bigInteger('unsubscribed_at');
  });
  await knex.schema.createTable('newsletter_tokens', (t) => {
    t.string('token_sha256', 64).primary(); // SHA-256 of a random 256-bit token; the token itself is only in the mail
    t.string('address_id', 36).notNullable().references('newsletter_addresses.id').onDelete('CASCADE');
    t.string('purpose', 16).notNullable(); // confirm | unsubscribe
    t.bigInteger('created_at').notNullable();
    t.index(['address_id']);
  });
  await knex.schema.createTable('mail_outbox', (t) => {
    t.bigIncrements('id').primary();
    t.string('kind', 40).notNullable(); // renderer: newsletter_confirmation | newsletter_issue
    t.string('address_id', 36); // newsletter address, when the mail is for one
    t.text('payload').notNullable(); // JSON, never a token or secret
    t.string('status', 16).notNullable(); // pending | sent | cancelled | failed
    t.integer('attempts').notNullable().defaultTo(0);
    t.bigInteger('next_attempt_at').notNullable();
    t.string('lease_owner', 64);
    t.bigInteger('lease_until');
    t.bigInteger('sent_at');
    t.string('last_error', 500);
    t.bigInteger('created_at').notNullable();
    t.index(['status', 'next_attempt_at']);
  });
  await knex.schema.createTable('savings_reports', (t) => {
    t.bigIncrements('seq').primary();
    t.string('id', 36).notNullable().unique();
    t.string('owner', 64).notNullable();
    t.string('account_id', 36);
    t.string('model_given', 100).notNullable();
    t.string('model', 100).notNullable(); // normalized
    t.string('provider', 40);
    t.string('execution_ref', 36);
    t.string('tool_id', 100); // of the execution named, if any
    t.string('tool_version', 100);
    t.bigInteger('input_saved'); // null: no estimate given
    t.bigInteger('output_saved');
    t.bigInteger('created_at').notNullable();
    t.index(['account_id', 'model']);
    t.index(['owner', 'tool_id']);
    t.index(['execution_ref']);
  });
  await knex.schema.createTable('savings_comparisons', (t) => {
    t.bigIncrements('seq').primary();
    t.string('id', 36).notNullable().unique();
    t.string('owner', 64).notNullable(); // account:<id> or ip:<hash>
    t.string('account_id', 36);
    t.string('body_sha256', 64).notNullable();
    t.string('model_given', 100).notNullable();
    t.string('model', 100).notNullable();
    t.string('provider', 40);
    t.string('task_id', 100).notNullable();
    t.string('baseline_id', 100).notNullable();
    t.string('execution_ref', 36).unique(); // one comparison per execution
    t.string('tool_id', 100);
    t.string('tool_version', 100);
    t.boolean('whole_task').notNullable().defaultTo(false);
    for (const side of ['baseline', 'actual']) {
      t.bigInteger(`${side}_input`).notNullable();
      t.bigInteger(`${side}_cached_input`).notNullable();
      t.bigInteger(`${side}_output`).notNullable();
    }
    t.boolean('verified').notNullable().defaultTo(false);
    t.bigInteger('verified_at');
    t.bigInteger('created_at').notNullable();
    t.unique(['owner', 'task_id', 'baseline_id']); // one comparison per task and baseline
    t.index(['verified', 'model']);
    t.index(['owner', 'tool_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['savings_comparisons', 'savings_reports', 'mail_outbox', 'newsletter_tokens', 'newsletter_addresses', 'tool_requests', 'feedback']) {
    await knex.schema.dropTableIfExists(table);
  }
}
