import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  checkTree,
  featureGraph,
  fileCycles,
  findCycles,
  handGuards,
  looseLayerFiles,
  serverRoomKind,
  violations,
} from "./check-imports";

const src = path.resolve(import.meta.dirname, "../src");
const at = (rel: string) => path.join(src, rel);

describe("domain and contracts files sit in a feature or kernel folder", () => {
  it("refuses a file at the layer's root, and nothing deeper or elsewhere", () => {
    expect(
      looseLayerFiles([
        "src/domain/loose-rule.ts",
        "src/contracts/loose-shapes.ts",
        "src/domain/kernel/money.ts",
        "src/contracts/sales/orders-admin.ts",
        "src/domain/sales/rules/totals.ts",
        "src/server/app.ts",
        "src/web/routes.tsx",
      ]),
    ).toEqual(["src/domain/loose-rule.ts", "src/contracts/loose-shapes.ts"]);
  });
});

describe("import direction (ARCHITECTURE.md)", () => {
  it("domain may import only domain", () => {
    expect(violations(at("domain/totals.ts"), 'import { x } from "./money";')).toEqual([]);
    expect(violations(at("domain/totals.ts"), 'import { z } from "zod";')).toEqual(["zod"]);
    expect(violations(at("domain/totals.ts"), 'import { db } from "../server/db/client";')).toEqual([
      "../server/db/client",
    ]);
    expect(violations(at("domain/totals.ts"), 'import { readFile } from "node:fs";')).toEqual(["node:fs"]);
  });

  it("domain tests may use test libraries but not other layers", () => {
    expect(violations(at("domain/totals.test.ts"), 'import { it } from "vitest";')).toEqual([]);
    expect(violations(at("domain/totals.test.ts"), 'import { x } from "../web/lib/api";')).toEqual([
      "../web/lib/api",
    ]);
  });

  it("contracts may import domain and zod only", () => {
    expect(
      violations(at("contracts/a.ts"), 'import { msg } from "../domain/messages";\nimport { z } from "zod";'),
    ).toEqual([]);
    expect(violations(at("contracts/a.ts"), 'import { x } from "../server/app";')).toEqual(["../server/app"]);
    expect(violations(at("contracts/a.ts"), 'import { it } from "vitest";')).toEqual(["vitest"]);
    // Its test may use the runner, but still not the server.
    expect(violations(at("contracts/a.test.ts"), 'import { it } from "vitest";')).toEqual([]);
    expect(violations(at("contracts/a.test.ts"), 'import { x } from "../server/app";')).toEqual([
      "../server/app",
    ]);
  });

  it("web never imports server", () => {
    expect(violations(at("web/app/router.tsx"), 'export { x } from "../../server/config";')).toEqual([
      "../../server/config",
    ]);
    expect(violations(at("web/app/router.tsx"), 'const m = import("../../server/app");')).toEqual([
      "../../server/app",
    ]);
    expect(violations(at("web/app/router.tsx"), 'import { msg } from "../../domain/messages";')).toEqual([]);
  });

  it("server never imports web", () => {
    expect(violations(at("server/sales/routes.ts"), 'import { x } from "../../web/lib/api";')).toEqual([
      "../../web/lib/api",
    ]);
  });

  it("a feature reaches another feature only through its index.ts", () => {
    const file = at("server/web-purchases/service.ts");
    expect(violations(file, 'import { x } from "../sales/repository";')).toEqual(["../sales/repository"]);
    expect(violations(file, 'import { x } from "../sales";')).toEqual([]);
    expect(violations(file, 'import { x } from "../sales/index";')).toEqual([]);
    expect(violations(file, 'import { x } from "./stored-order";')).toEqual([]);
    // Platform folders (db, http, auth, live…) are shared by every feature.
    expect(violations(file, 'import { x } from "../db/client";')).toEqual([]);
    expect(violations(at("web/client/purchases-page.tsx"), 'import { x } from "../orders/money";')).toEqual([
      "../orders/money",
    ]);
    expect(violations(at("web/client/purchases-page.tsx"), 'import { x } from "../ui/dialog";')).toEqual([]);
  });

  it("a test may set up another feature's data through its files", () => {
    expect(
      violations(at("server/receipts/receipt.test.ts"), 'import { x } from "../sales/test-fixtures";'),
    ).toEqual([]);
  });

  it("finds import cycles between features", () => {
    const graph = featureGraph([
      [at("server/a/service.ts"), 'import { b } from "../b";'],
      [at("server/b/service.ts"), 'import { c } from "../c";'],
      [at("server/c/service.ts"), 'import { a } from "../a";'],
      [at("server/d/service.ts"), 'import { a } from "../a";'],
      [at("server/a/a.test.ts"), 'import { d } from "../d";'],
    ]);
    expect(findCycles(graph)).toEqual([["server/a", "server/b", "server/c", "server/a"]]);
    expect(findCycles(featureGraph([[at("server/a/x.ts"), 'import { b } from "../b";']]))).toEqual([]);
  });

  it("the server loads its heavy packages on demand: import() or a type-only import, never a static one", () => {
    const pdf = at("server/gateways/pdf/pdf-builder.ts");
    expect(violations(pdf, 'import PDFDocument from "pdfkit";')).toEqual(["pdfkit"]);
    expect(violations(pdf, 'import sharp, { type Metadata } from "sharp";')).toEqual(["sharp"]);
    expect(violations(pdf, 'import { S3Client } from "@aws-sdk/client-s3";')).toEqual(["@aws-sdk/client-s3"]);
    expect(violations(pdf, 'import type ExcelJS from "exceljs";')).toEqual([]);
    expect(violations(pdf, 'const m = await import("pdfkit");')).toEqual([]);
    // Tests and scripts may load them as they like.
    expect(violations(at("server/gateways/image-variants.test.ts"), 'import sharp from "sharp";')).toEqual(
      [],
    );
  });

  it("the server's platform imports no feature and no composition file", () => {
    expect(serverRoomKind(at("server/live/routes.ts"))).toBe("platform");
    expect(serverRoomKind(at("server/feature.ts"))).toBe("platform");
    expect(serverRoomKind(at("server/composition/seed.ts"))).toBe("composition");
    expect(serverRoomKind(at("server/bootstrap.ts"))).toBe("composition");
    expect(serverRoomKind(at("server/sales/routes.ts"))).toBe("feature");
    const live = at("server/live/routes.ts");
    // Not even through the feature's index: a feature registers what the platform must call.
    expect(violations(live, 'import { x } from "../checkout/owner-token";')).toEqual([
      "../checkout/owner-token",
    ]);
    expect(violations(live, 'import { x } from "../checkout";')).toEqual(["../checkout"]);
    expect(violations(live, 'import type { X } from "../sales/schema";')).toEqual(["../sales/schema"]);
    expect(violations(at("server/db/client.ts"), 'import * as s from "../composition/schema";')).toEqual([
      "../composition/schema",
    ]);
    expect(violations(at("server/feature.ts"), 'import type { W } from "./composition/seed";')).toEqual([
      "./composition/seed",
    ]);
    expect(violations(live, 'import { x } from "../http/errors";')).toEqual([]);
    // A platform test may set up a feature's rows.
    expect(
      violations(at("server/http/role-matrix.test.ts"), 'import { x } from "../sales/repository";'),
    ).toEqual([]);
  });

  it("a feature reads the tables of a feature below it through schema.ts and never imports the composition", () => {
    const file = at("server/sales/service.ts");
    expect(violations(file, 'import { customers } from "../customers/schema";')).toEqual([]);
    expect(violations(file, 'import { x } from "../customers/repository";')).toEqual([
      "../customers/repository",
    ]);
    expect(violations(file, 'import { x } from "../composition/schema";')).toEqual(["../composition/schema"]);
    expect(violations(file, 'import { x } from "../features";')).toEqual(["../features"]);
  });

  it("the composition reaches features through their faces", () => {
    const seed = at("server/composition/seed.ts");
    expect(violations(seed, 'import { SETTINGS_ID } from "../settings";')).toEqual([]);
    expect(violations(seed, 'import { settings } from "../settings/schema";')).toEqual([]);
    expect(violations(seed, 'import { x } from "../settings/service";')).toEqual(["../settings/service"]);
    expect(violations(at("server/bootstrap.ts"), 'import { x } from "./composition/seed";')).toEqual([]);
  });

  it("a table read is a dependency like any other: reading the tables of a feature above runs back up", () => {
    const graph = featureGraph([
      [at("server/a/service.ts"), 'import { t } from "../b/schema";'],
      [at("server/b/service.ts"), 'import { a } from "../a";'],
    ]);
    expect(findCycles(graph)).toEqual([["server/a", "server/b", "server/a"]]);
    const schemasOnly = featureGraph([
      [at("server/a/schema.ts"), 'import { t } from "../b/schema";'],
      [at("server/b/schema.ts"), 'import { u } from "../a/schema";'],
    ]);
    expect(findCycles(schemasOnly)).toEqual([["server/a", "server/b", "server/a"]]);
  });

  it("finds circles of files, type-only imports included", () => {
    const client = at("server/db/client.ts");
    const ids = at("server/db/ids.ts");
    expect(
      fileCycles([
        [client, 'import { newId } from "./ids";'],
        [ids, 'import type { Db } from "./client";'],
      ]),
    ).toEqual([[client, ids, client]]);
    expect(
      fileCycles([
        [client, 'import { newId } from "./ids";'],
        [ids, ""],
      ]),
    ).toEqual([]);
  });

  it("the web's platform imports no feature, only the platform, contracts and domain", () => {
    expect(violations(at("web/app/role-guard.tsx"), 'import { x } from "../back-office/sections";')).toEqual([
      "../back-office/sections",
    ]);
    expect(violations(at("web/auth/register-form.tsx"), 'import { x } from "../shipping";')).toEqual([
      "../shipping",
    ]);
    expect(
      violations(
        at("web/auth/register-form.tsx"),
        'import { apiQuery } from "../lib/api";\nimport { canAccess } from "../../domain/back-office-sections";',
      ),
    ).toEqual([]);
    // A platform file's test may render a feature beside it.
    expect(
      violations(at("web/app/role-guard.test.tsx"), 'import { x } from "../back-office/sections";'),
    ).toEqual([]);
  });

  it("route files hold no role checks: only the platform's auth and http name requireRole or requireUser", () => {
    const routes = at("server/sales/routes.ts");
    expect(handGuards(routes, "const admins = { preValidation: requireRole(auth, ADMIN_ROLES) };")).toEqual([
      "requireRole",
    ]);
    expect(
      handGuards(routes, 'import { requireUser, requireRole } from "../auth/session";\nrequireUser(auth);'),
    ).toEqual(["requireUser", "requireRole"]);
    expect(handGuards(at("server/sales/sales.test.ts"), "requireUser(auth)")).toEqual(["requireUser"]);
    expect(handGuards(at("server/app.ts"), "requireRole(ctx.auth, roles)")).toEqual(["requireRole"]);
    expect(handGuards(routes, "operationRoute(app, listOrders, {}, handler);")).toEqual([]);
    // A name that merely contains it is not a guard.
    expect(handGuards(routes, "const requireRoleLabel = 1;")).toEqual([]);
    // The platform builds the guard (auth) and hands it to every route (http).
    expect(handGuards(at("server/auth/session.ts"), "function requireRole(auth, roles) {}")).toEqual([]);
    expect(handGuards(at("server/http/operation-route.ts"), "requireRole")).toEqual([]);
    // Outside src/server (the web's own route guards) the rule does not apply.
    expect(handGuards(at("web/app/guards.tsx"), "requireRole")).toEqual([]);
  });

  it("the tree as it stands has no violation", () => {
    expect(checkTree()).toEqual([]);
  });
});
