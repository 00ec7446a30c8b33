import { lazy, Suspense, useEffect, useState } from "react";
import { useAuthModal } from "./auth-modal-store";

const AuthModal = lazy(() => import("./auth-modal"));

/** Mounts the modal the first time it is opened and keeps it mounted afterwards. */
export function AuthModalHost() {
  const { open } = useAuthModal();
  const [used, setUsed] = useState(open);
  useEffect(() => {
    if (open) setUsed(true);
  }, [open]);
  if (!used && !open) return null;
  return (
    <Suspense fallback={null}>
      <AuthModal />
    </Suspense>
  );
}
