/**
 * npm run migration:generate -- AddThings
 * Applies the existing migrations to a throwaway database (or DATABASE_URL), diffs the schema
 * against the entities and writes the difference as a new migration in src/database/migrations.
 */
import 'reflect-metadata';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDataSource, runMigrations } from '../database/data-source.js';
import { pendingSchemaChanges } from '../database/schema-drift.js';
import { withThrowawayDatabase } from '../database/throwaway-database.js';
import { entities } from '../entities.js';

const MIGRATIONS_DIR = fileURLToPath(new URL('../../src/database/migrations/', import.meta.url));

function render(className: string, up: string[], down: string[]): string {
  const lines = (queries: string[]) =>
    queries.map((q) => `    await queryRunner.query(${JSON.stringify(q)});`).join('\n');
  return `import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ${className} implements MigrationInterface {
  name = '${className}';

  public async up(queryRunner: QueryRunner): Promise<void> {
${lines(up)}
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
${lines(down)}
  }
}
`;
}

async function generate(url: string, name: string): Promise<void> {
  const dataSource = createDataSource(url, entities);
  await dataSource.initialize();
  try {
    await runMigrations(dataSource);
    const { up, down } = await pendingSchemaChanges(dataSource);
    if (up.length === 0) {
      console.log('The entities and the migrations agree; nothing to generate.');
      return;
    }
    const timestamp = Date.now();
    const className = `${name}${timestamp}`;
    const fileBase = `${timestamp}-${name}`;
    await writeFile(path.join(MIGRATIONS_DIR, `${fileBase}.ts`), render(className, up, down));
    const indexFile = path.join(MIGRATIONS_DIR, 'index.ts');
    const index = await readFile(indexFile, 'utf8');
    const imports = [...index.matchAll(/^import .*$/gm)].map((m) => m[0]);
    const names = [...index.matchAll(/^import \{ (\w+) \}/gm)].map((m) => m[1]);
    imports.push(`import { ${className} } from './${fileBase}.js';`);
    names.push(className);
    await writeFile(
      indexFile,
      `${imports.join('\n')}\n\nexport const migrations = [${names.join(', ')}];\n`,
    );
    console.log(
      `Wrote src/database/migrations/${fileBase}.ts (${up.length} statements). Run "npm run format".`,
    );
  } finally {
    await dataSource.destroy();
  }
}

const name = process.argv[2];
if (!name || !/^[A-Z][A-Za-z0-9]*$/.test(name)) {
  console.error('Usage: npm run migration:generate -- MigrationName   (PascalCase)');
  process.exit(2);
}
const url = process.env.DATABASE_URL;
await (url ? generate(url, name) : withThrowawayDatabase((u) => generate(u, name)));
