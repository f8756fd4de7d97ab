import pg from 'pg';

const databaseMissing = '3D000';
const alreadyThere = new Set(['42P04', '23505']);

/**
 * Creates the PostgreSQL database `url` names when it does not exist yet, through the server's `postgres`
 * database, so a first start needs no createdb; processes that start together create it once.
 */
export async function createPostgresDatabaseIfMissing(url: string): Promise<void> {
  const probe = new pg.Client({ connectionString: url });
  try {
    await probe.connect();
    return;
  } catch (error) {
    if ((error as { code?: string }).code !== databaseMissing) throw error;
  } finally {
    await probe.end().catch(() => undefined);
  }
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: maintenance.toString() });
  try {
    await admin.connect();
    await admin.query(`create database ${admin.escapeIdentifier(name)}`);
  } catch (error) {
    if (alreadyThere.has((error as { code?: string }).code ?? '')) return;
    throw new Error(
      `The PostgreSQL database "${name}" does not exist and could not be created (${(error as Error).message}): create it with createdb`,
      {
        cause: error,
      },
    );
  } finally {
    await admin.end().catch(() => undefined);
  }
}
