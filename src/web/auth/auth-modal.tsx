import { type Location, useLocation, useNavigate } from "react-router";
import type { SessionUser } from "../../contracts/auth/session";
import { canAccess } from "../../domain/kernel/back-office-sections";
import { commonMessages } from "../../domain/kernel/messages-common";
import { homeAfterLogin } from "../../domain/kernel/roles";
import { recoveryMsg } from "../../domain/mail/messages-mail";
import { Dialog } from "../ui/dialog";
import { closeAuthModal, openAuthModal, setAuthMode, useAuthModal } from "./auth-modal-store";
import { ForgotPasswordForm } from "./forgot-password-form";
import { LoginForm } from "./login-form";
import { RegisterForm } from "./register-form";

/** Loaded on demand (see AuthModalHost): forms and validation stay out of the storefront's first load. */
export default function AuthModal() {
  const { open, mode } = useAuthModal();
  const location = useLocation();
  const navigate = useNavigate();
  const from = (location.state as { from?: Location } | null)?.from;

  const afterLogin = (user: SessionUser) => {
    closeAuthModal();
    // A guard sent the visitor here from a page they may now open: take them back to it.
    if (from && canAccess(from.pathname, user.role)) {
      void navigate({ pathname: from.pathname, search: from.search, hash: from.hash }, { replace: true });
    } else {
      void navigate(homeAfterLogin(user.role), { replace: true });
    }
  };
  const afterRegister = () => {
    closeAuthModal();
    void navigate("/client", { replace: true });
  };

  const isLogin = mode === "login";
  if (mode === "forgot")
    return (
      <Dialog
        open={open}
        onOpenChange={(next) => (next ? openAuthModal(mode) : closeAuthModal())}
        title={recoveryMsg.forgotTitle}
      >
        <ForgotPasswordForm />
        <p className="mt-5 text-center text-sm">
          <button
            type="button"
            className="font-semibold text-gold underline-offset-4 hover:underline"
            onClick={() => setAuthMode("login")}
          >
            {recoveryMsg.backToLogin}
          </button>
        </p>
      </Dialog>
    );
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? openAuthModal(mode) : closeAuthModal())}
      title={isLogin ? commonMessages.loginTitle : commonMessages.registerTitle}
    >
      {isLogin ? <LoginForm onSignedIn={afterLogin} /> : <RegisterForm onRegistered={afterRegister} />}
      {isLogin ? (
        <p className="mt-3 text-center text-sm">
          <button
            type="button"
            className="text-muted underline-offset-4 hover:text-fg hover:underline"
            onClick={() => setAuthMode("forgot")}
          >
            {recoveryMsg.forgotPassword}
          </button>
        </p>
      ) : null}
      <p className="mt-5 flex flex-wrap items-center justify-center gap-x-1 text-sm text-muted">
        {isLogin ? commonMessages.noAccountYet : commonMessages.haveAccount}
        <button
          type="button"
          className="font-semibold text-gold underline-offset-4 hover:underline"
          data-testid="auth-switch"
          onClick={() => setAuthMode(isLogin ? "register" : "login")}
        >
          {isLogin ? commonMessages.registerTitle : commonMessages.loginTitle}
        </button>
      </p>
    </Dialog>
  );
}
