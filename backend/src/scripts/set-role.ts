/**
 * npm run set-role -- <username or email> <user|editor|mod|admin>
 * Uses DATABASE_URL, or the embedded database under DATA_DIR (stop the app first: one process per cluster).
 */
import 'reflect-metadata';
import { loadConfig } from '../config/config.js';
import { isRole, ROLES } from '../common/roles.js';
import { createDataSource } from '../database/data-source.js';
import { startEmbeddedPostgres } from '../database/embedded-postgres.js';
import { entities } from '../entities.js';
import { UserEntity } from '../users/user.entity.js';

const [who, role] = process.argv.slice(2);
if (!who || !isRole(role)) {
  console.error(`Usage: npm run set-role -- <username or email> <${ROLES.join('|')}>`);
  process.exit(2);
}
const config = loadConfig();
const embedded = config.databaseUrl
  ? undefined
  : await startEmbeddedPostgres({ dataDir: config.dataDir });
const dataSource = createDataSource(config.databaseUrl ?? embedded!.url, entities);
let code = 0;
try {
  await dataSource.initialize();
  const users = dataSource.getRepository(UserEntity);
  const key = who.trim().toLowerCase();
  const user = await users.findOne({
    where: key.includes('@') ? { email: key } : { username: key },
  });
  if (!user) {
    console.error(`No user "${who}".`);
    code = 1;
  } else {
    await users.update({ id: user.id }, { role });
    console.log(`${user.usernameCased} <${user.email}> is now ${role} (was ${user.role}).`);
  }
} finally {
  await dataSource.destroy().catch(() => undefined);
  await embedded?.stop();
}
process.exit(code);
