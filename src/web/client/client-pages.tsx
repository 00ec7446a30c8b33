import { Navigate } from "react-router";
import { msg } from "../../domain/messages";
import { UnderConstruction } from "../app/simple-pages";

// Placeholders until the client-area issue fills them (docs/product/screens.md names the pages).
export const SupportPage = () => <UnderConstruction title={msg.supportCenter} />;
/** /client/store is the shop itself. */
export const StorePage = () => <Navigate to="/" replace />;
