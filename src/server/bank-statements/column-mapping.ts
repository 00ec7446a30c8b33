import type { z } from "zod";
import type { columnMappingInput } from "../../contracts/bank-statements/bank-statements";
import { type ColumnMapping, checkMapping } from "../../domain/bank-statements/bank-statements";
import { orRefuse } from "../sales";

export type MappingIn = z.output<typeof columnMappingInput>;

/** A mapping as the request sends it, checked by the domain (refused in Spanish otherwise). */
export const asMapping = (input: MappingIn): ColumnMapping => orRefuse(checkMapping(input as ColumnMapping));
