import type { Kysely } from 'kysely';

// The site as an OpenID Connect provider: its signing keys (the same on every
// instance), the clients an administrator registered (the wiki...), and what
// the provider keeps between requests, so several instances serve one login.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('oidc_keys')
    .addColumn('kid', 'text', (c) => c.primaryKey())
    .addColumn('generation', 'integer', (c) => c.notNull().unique())
    .addColumn('jwk', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    // Seconds since 1970: published at once, used for signing from then on.
    .addColumn('signs_from', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('oidc_clients')
    .addColumn('client_id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('redirect_uris', 'text', (c) => c.notNull())
    .addColumn('trusted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('secret_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('oidc_records')
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('grant_id', 'text')
    .addColumn('uid', 'text')
    .addColumn('user_code', 'text')
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('consumed_at', 'bigint')
    .addPrimaryKeyConstraint('oidc_records_pk', ['model', 'id'])
    .execute();
  await db.schema.createIndex('oidc_records_grant').on('oidc_records').column('grant_id').execute();
  await db.schema.createIndex('oidc_records_uid').on('oidc_records').column('uid').execute();
  await db.schema
    .createIndex('oidc_records_expiry')
    .on('oidc_records')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('oidc_records').execute();
  await db.schema.dropTable('oidc_clients').execute();
  await db.schema.dropTable('oidc_keys').execute();
}
