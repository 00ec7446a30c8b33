import type { DemoSeed } from "../feature";
import { type StoreSettings, settings } from "./schema";
import { forgetSettingsReads, SETTINGS_ID } from "./service";

/** The demo store's settings document. */
const DEMO_SETTINGS: StoreSettings = {
  bankAccounts: [
    {
      bankName: "BAC Credomatic",
      accountHolder: "Tiempo HN S. de R.L.",
      accountNumber: "730-245-981",
      accountType: "Cuenta de Ahorro",
    },
    {
      bankName: "Banco Atlántida",
      accountHolder: "Tiempo HN S. de R.L.",
      accountNumber: "1100-2345-6789",
      accountType: "Cuenta de Cheques",
    },
  ],
  whatsappNumber: "9999-0000",
  storeEmail: "ventas@tiempohn.hn",
  legalName: "Tiempo HN S. de R.L.",
  rtn: "0801-2019-123456",
  phone: "2232-0000",
  address: "Col. Palmira, Av. República de Chile, Tegucigalpa",
  carriers: [
    { name: "Cargo Expreso", trackingUrlTemplate: "https://www.cargoexpreso.com/rastreo?guia={guia}" },
    { name: "Expreco", trackingUrlTemplate: "https://expreco.hn/rastreo/{guia}" },
  ],
  defaultCommissionBasisPoints: 500,
  lowStockThreshold: 3,
  cardReservationMinutes: 15,
};

/** The demo store's settings. This row also marks the store as seeded (same transaction as the rest). */
export async function seedDemo({ tx, world }: DemoSeed): Promise<void> {
  await tx.insert(settings).values({ id: SETTINGS_ID, data: DEMO_SETTINGS, updatedAt: world.now });
  forgetSettingsReads();
}
