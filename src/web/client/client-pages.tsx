import { Navigate } from "react-router";
/** /client/store is the shop itself. */
export const StorePage = () => <Navigate to="/" replace />;
