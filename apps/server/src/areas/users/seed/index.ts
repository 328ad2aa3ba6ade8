import { randomBytes } from 'node:crypto';
import type { Seed } from '../../../platform/seeds.ts';
import { hashPassword } from '../passwords.ts';
import { countUsers, insertUser } from '../repository.ts';

/** The first admin, on a site with no account at all; the password is shown once. */
const adminAccount: Seed = {
  name: 'admin-account',
  demo: false,
  run: async (db, log, options) => {
    if ((await countUsers(db)) > 0) return;
    const password = options.adminPassword ?? randomBytes(12).toString('base64url');
    await insertUser(
      db,
      {
        login: 'admin',
        email: null,
        passwordHash: await hashPassword(password),
        accountlevel: 'admin',
      },
      new Date(),
    );
    if (options.adminPassword) {
      log.info({ login: 'admin' }, 'Admin account created with the password from ADMIN_PASSWORD.');
      return;
    }
    log.warn(
      { login: 'admin', password },
      `Admin account created: login "admin", password "${password}". ` +
        'It is shown only this once: log in and change it.',
    );
  },
};

export const seeds: Seed[] = [adminAccount];
