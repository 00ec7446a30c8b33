import { eq } from "drizzle-orm";
import { MIN_PASSWORD_LENGTH } from "../../contracts/auth/auth";
import { splitFullName } from "../../domain/kernel/roles";
import { createAuth } from "../auth/auth";
import { trustedAccountCreator } from "../auth/create-user";
import { users } from "../auth/schema";
import { ConfigError, loadConfig } from "../config";
import { openDatabase } from "../db/client";
import { applyMigrations } from "../db/migrate";
import { isActiveCity } from "../shipping";

/**
 * The first superadmin of a production store (README):
 *   SUPERADMIN_EMAIL=... SUPERADMIN_PASSWORD=... SUPERADMIN_NAME="..." npm run superadmin
 */
async function main() {
  const config = loadConfig();
  const email = process.env.SUPERADMIN_EMAIL?.trim();
  const password = process.env.SUPERADMIN_PASSWORD ?? "";
  const name = process.env.SUPERADMIN_NAME?.trim() || "Administrador";
  if (!email || password.length < MIN_PASSWORD_LENGTH) {
    console.error(
      `Defina SUPERADMIN_EMAIL y SUPERADMIN_PASSWORD (mínimo ${MIN_PASSWORD_LENGTH} caracteres).`,
    );
    process.exit(1);
  }
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  await applyMigrations(database);
  const auth = createAuth(database.db, config, {
    mail: null,
    cityOffered: (city) => isActiveCity(database.db, city),
  });
  const { firstName, lastName } = splitFullName(name);
  const createAccount = trustedAccountCreator(auth, database.db);
  const id = await createAccount({
    name,
    firstName,
    lastName,
    email,
    password,
    role: "superadmin",
    phone: "",
    city: "",
  });
  // Re-running for an existing account promotes it (its password is left as it was).
  await database.db.update(users).set({ role: "superadmin" }).where(eq(users.id, id));
  console.log(`Superadmin listo: ${email} (${id})`);
  await database.close();
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
