// Least privilege in PostgreSQL (infra/README.md, "Roles and secrets"): one login role per service
// that owns its schema and nothing else. `npm run migrate -- --create-roles` uses this with an
// administrator's DATABASE_URL; the services then connect with their own role.
import { createHash, createHmac, pbkdf2Sync, randomBytes } from 'node:crypto';
import type pg from 'pg';

/**
 * The role of a service: `<database>_<service>`, e.g. `finance_club_auth`. Roles belong to the
 * whole PostgreSQL server while schemas belong to one database, so naming a role after its
 * database keeps two clubs (or two test databases) on one server apart.
 */
export function serviceRoleName(database: string, service: string): string {
  return `${database}_${service}`;
}

/** The variable that holds a service's database password: AUTH_DATABASE_PASSWORD, ... */
export function passwordVariable(service: string): string {
  return `${service.toUpperCase()}_DATABASE_PASSWORD`;
}

/** The database a URL names (its path without the slash). */
export function databaseOf(databaseUrl: string): string {
  const database = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  if (!database) throw new Error('DATABASE_URL must name a database');
  return database;
}

/** The same server and database, as another user. */
export function databaseUrlAs(databaseUrl: string, user: string, password: string): string {
  const url = new URL(databaseUrl);
  url.username = encodeURIComponent(user);
  url.password = encodeURIComponent(password);
  return url.toString();
}

/**
 * A SCRAM-SHA-256 verifier of a password (RFC 5803, as PostgreSQL stores it), so the statement
 * that sets it never carries the password itself into the server's statement log.
 */
export function scramSha256Verifier(password: string, salt = randomBytes(16)): string {
  const iterations = 4096;
  const salted = pbkdf2Sync(password.normalize('NFKC'), salt, iterations, 32, 'sha256');
  const clientKey = createHmac('sha256', salted).update('Client Key').digest();
  const storedKey = createHash('sha256').update(clientKey).digest();
  const serverKey = createHmac('sha256', salted).update('Server Key').digest();
  return `SCRAM-SHA-256$${iterations}:${salt.toString('base64')}$${storedKey.toString('base64')}:${serverKey.toString('base64')}`;
}

async function execute(client: pg.Client, template: string, ...args: string[]): Promise<void> {
  // format() quotes identifiers (%I) and literals (%L) the way PostgreSQL itself does.
  const placeholders = args.map((_, index) => `$${index + 2}::text`).join(', ');
  const { rows } = await client.query<{ sql: string }>(
    `SELECT format($1::text${placeholders ? `, ${placeholders}` : ''}) AS sql`,
    [template, ...args],
  );
  await client.query(rows[0]?.sql ?? '');
}

/**
 * Creates (or updates the password of) the role of each service, lets it connect to this
 * database and nothing else there, and gives it its schema. Run as a superuser or a role with
 * CREATEROLE that may act as the roles it creates (a managed server's administrator).
 */
export async function prepareServiceRoles(
  client: pg.Client,
  database: string,
  roles: { schema: string; role: string; password: string }[],
): Promise<void> {
  // Nobody connects to (or makes temporary tables in) this database unless granted below.
  await execute(client, 'REVOKE ALL ON DATABASE %I FROM PUBLIC', database);
  for (const { schema, role, password } of roles) {
    const exists = await client.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [role]);
    const verifier = scramSha256Verifier(password);
    await execute(
      client,
      exists.rowCount === 0
        ? 'CREATE ROLE %I LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOINHERIT PASSWORD %L'
        : 'ALTER ROLE %I LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOINHERIT PASSWORD %L',
      role,
      verifier,
    );
    await execute(client, 'GRANT CONNECT ON DATABASE %I TO %I', database, role);
    await execute(client, 'CREATE SCHEMA IF NOT EXISTS %I AUTHORIZATION %I', schema, role);
    await execute(client, 'ALTER SCHEMA %I OWNER TO %I', schema, role);
    await execute(client, 'REVOKE ALL ON SCHEMA %I FROM PUBLIC', schema);
  }
}

/**
 * Gives the role everything in its schema that another role (the administrator who ran the
 * migrations, or the single `postgres` user of an older installation) still owns: tables, views,
 * standalone sequences (a column's sequence follows its table), types, domains and functions.
 */
export async function handOverSchema(client: pg.Client, schema: string, role: string) {
  const { rows } = await client.query<{ sql: string }>(
    `WITH target AS (SELECT oid FROM pg_roles WHERE rolname = $2),
          ns AS (SELECT oid FROM pg_namespace WHERE nspname = $1)
     SELECT format('ALTER %s %I.%I OWNER TO %I',
              CASE c.relkind WHEN 'S' THEN 'SEQUENCE' WHEN 'v' THEN 'VIEW'
                WHEN 'm' THEN 'MATERIALIZED VIEW' WHEN 'f' THEN 'FOREIGN TABLE' ELSE 'TABLE' END,
              $1::text, c.relname, $2::text) AS sql
       FROM pg_class c
      WHERE c.relnamespace = (SELECT oid FROM ns)
        AND c.relkind IN ('r', 'p', 'v', 'm', 'f', 'S')
        AND c.relowner <> (SELECT oid FROM target)
        AND NOT (c.relkind = 'S' AND EXISTS (
              SELECT 1 FROM pg_depend d
               WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype IN ('a', 'i')))
     UNION ALL
     SELECT format('ALTER %s %I.%I OWNER TO %I',
              CASE t.typtype WHEN 'd' THEN 'DOMAIN' ELSE 'TYPE' END, $1::text, t.typname, $2::text)
       FROM pg_type t
      WHERE t.typnamespace = (SELECT oid FROM ns)
        AND t.typtype IN ('e', 'd', 'r')
        AND t.typowner <> (SELECT oid FROM target)
     UNION ALL
     SELECT format('ALTER ROUTINE %s OWNER TO %I', p.oid::regprocedure, $2::text)
       FROM pg_proc p
      WHERE p.pronamespace = (SELECT oid FROM ns)
        AND p.proowner <> (SELECT oid FROM target)`,
    [schema, role],
  );
  for (const { sql } of rows) await client.query(sql);
  return rows.length;
}
