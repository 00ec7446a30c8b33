import { lazy, Suspense, useEffect, useState } from "react";
import { useAuthModal } from "./auth-modal-store";

const loadAuthModal = () => import("./auth-modal");
const AuthModal = lazy(loadAuthModal);

/** Loads the modal's code ahead of the click (on hover or focus of 'Acceder'). */
export const preloadAuthModal = () => void loadAuthModal();

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
