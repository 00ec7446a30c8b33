import { Navigate } from "react-router";
import { backOfficeHome } from "../../domain/roles";
import { UnderConstruction } from "../app/simple-pages";
import { useSession } from "../auth/use-session";

/** /admin and /seller index: each staff member's own home (SPEC §2). */
export function BackOfficeIndex() {
  const { user } = useSession();
  return <Navigate to={user ? backOfficeHome(user.role) : "/"} replace />;
}

/** Until its issue fills it, a section says so honestly; its title is in the header. */
export function SectionPlaceholder() {
  return <UnderConstruction />;
}
