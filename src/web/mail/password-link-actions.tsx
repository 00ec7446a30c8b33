import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Mail, MailPlus } from "lucide-react";
import { useState } from "react";
import { msg } from "../../domain/kernel/messages";
import { canResetPassword, isAdmin, type Role } from "../../domain/kernel/roles";
import { staffMailMsg } from "../../domain/mail/messages-mail";
import { useSession } from "../auth/use-session";
import { apiQuery, call, errorMessage, topicKey } from "../lib/api";
import { toast } from "../lib/toast";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { RowActionLabel } from "../ui/row-action";
import { Spinner } from "../ui/spinner";

/** These buttons' texts are long: on a phone they wrap inside the screen instead of widening it. */
const WRAPPING = {
  className: "max-w-full shrink text-left",
  style: { height: "auto", minHeight: "2.25rem", paddingBlock: "0.375rem" },
} as const;

function useLinkMutation<T>(fn: (input: T) => Promise<{ message: string }>, after?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (r) => {
      toast.success(r.message);
      after?.();
    },
    onError: (e) => toast.error(errorMessage(e)),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: topicKey("users") }),
  });
}

/**
 * "Enviar enlace para restablecer contraseña" on one account, after a confirmation. Shown only
 * where decision 0040 lets the signed-in staff member act (the server decides again).
 */
export function SendPasswordLinkButton({
  account,
}: {
  account: { id: string; name: string; email: string; role: Role };
}) {
  const { user } = useSession();
  const send = useLinkMutation(() => call("sendPasswordLinks", { body: { uids: [account.id] } }));
  if (!user || user.id === account.id || !canResetPassword(user.role, account.role)) return null;
  return (
    <Button
      variant="secondary"
      size="sm"
      disabled={send.isPending}
      data-testid="send-password-link"
      {...WRAPPING}
      aria-label={staffMailMsg.sendLink}
      title={staffMailMsg.sendLink}
      onClick={() =>
        window.confirm(staffMailMsg.sendLinkConfirm(account.name, account.email)) && send.mutate(undefined)
      }
    >
      <Mail className="h-4 w-4 shrink-0" aria-hidden="true" />
      <RowActionLabel>{staffMailMsg.sendLink}</RowActionLabel>
    </Button>
  );
}

/**
 * The bulk send to every imported account marked "Sin contraseña": a dialog first says how many
 * will receive a link (the server's preview), then sends on confirmation. Admins only.
 */
export function ImportedLinksButton() {
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  if (!user || !isAdmin(user.role)) return null;
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => setOpen(true)}
        data-testid="imported-links"
        {...WRAPPING}
        style={{ ...WRAPPING.style, minHeight: "2.75rem" }}
      >
        <MailPlus className="h-4 w-4 shrink-0" aria-hidden="true" />
        {staffMailMsg.sendLinkToImported}
      </Button>
      {open ? <ImportedLinksDialog onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function ImportedLinksDialog({ onClose }: { onClose: () => void }) {
  // Always asked afresh: the count must be the one the send will use.
  const preview = useQuery({ ...apiQuery("previewImportedPasswordLinks"), staleTime: 0, gcTime: 0 });
  const send = useLinkMutation(() => call("sendPasswordLinks", { body: { imported: true } }), onClose);
  const count = preview.data?.count ?? 0;
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} title={staffMailMsg.sendLinkToImported}>
      <div className="grid gap-4" data-testid="imported-links-dialog">
        {preview.isPending ? (
          <p className="flex items-center gap-2 text-muted" role="status">
            <Spinner />
            {staffMailMsg.bulkLoading}
          </p>
        ) : preview.isError ? (
          <p className="text-red-700 dark:text-red-400" role="alert">
            {errorMessage(preview.error)}
          </p>
        ) : (
          <p role="status">{staffMailMsg.bulkPreview(count)}</p>
        )}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            {msg.cancel}
          </Button>
          <Button
            disabled={preview.isPending || count === 0 || send.isPending}
            onClick={() => send.mutate(undefined)}
            data-testid="imported-links-confirm"
          >
            {staffMailMsg.bulkConfirm(count)}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
