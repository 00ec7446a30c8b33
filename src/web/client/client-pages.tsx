import { Navigate } from "react-router";
import { UnderConstruction } from "../app/simple-pages";
import { pending } from "../lib/pending-texts";

// Placeholders until the client-area issue fills them (SPEC §2 names the pages).
export const PurchasesPage = () => <UnderConstruction title={pending.myPurchases} />;
export const SupportPage = () => <UnderConstruction title={pending.supportCenter} />;
/** /client/store is the shop itself. */
export const StorePage = () => <Navigate to="/" replace />;
