import type { FastifyInstance } from "fastify";
import {
  createSaleExchange,
  createSaleReturn,
  decideSaleReturn,
  listSaleReturns,
} from "../../contracts/returns/returns";
import { currentUser } from "../auth/session";
import type { FeatureDeps } from "../feature";
import { operationRoute } from "../http/operation-route";
import { createSaleExchange as createExchange } from "./create-sale-exchange";
import { createSaleReturn as createReturn } from "./create-sale-return";
import { decideSaleReturn as decideReturn } from "./decide-sale-return";
import { listSaleReturns as listReturns } from "./list-sale-returns";

export async function returnsRoutes(app: FastifyInstance, { db }: FeatureDeps): Promise<void> {
  operationRoute(app, listSaleReturns, {}, (request) =>
    listReturns(db, request.params.id, currentUser(request)),
  );
  operationRoute(app, createSaleReturn, {}, (request) =>
    createReturn(db, request.params.id, currentUser(request), request.body),
  );
  operationRoute(app, createSaleExchange, {}, (request) =>
    createExchange(db, request.params.id, currentUser(request), request.body),
  );
  operationRoute(app, decideSaleReturn, {}, (request) =>
    decideReturn(db, request.params.id, currentUser(request), request.body),
  );
}
