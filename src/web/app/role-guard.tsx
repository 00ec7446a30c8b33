import { Navigate, Outlet, useLocation } from "react-router";
import { requiredRoles } from "../../domain/kernel/back-office-sections";
import { useSession } from "../auth/use-session";
import { PageSpinner } from "../ui/spinner";

/**
 * Navigation guard for /client, /admin and /seller (docs/product/roles.md). The server is the authority;
 * this only keeps people on pages they may use. Rules per path live in access.ts.
 */
export function RoleGuard() {
  const { user, isPending } = useSession();
  const location = useLocation();
  if (isPending) return <PageSpinner />;
  if (!user) return <Navigate to="/" replace state={{ from: location }} />;
  const roles = requiredRoles(location.pathname);
  if (roles && !roles.includes(user.role)) return <Navigate to="/unauthorized" replace />;
  return <Outlet />;
}
