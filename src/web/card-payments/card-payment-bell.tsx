import * as Menu from "@radix-ui/react-dropdown-menu";
import { CreditCard, Volume2, VolumeX } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { bellBadge, CARD_ALERT, CARD_BELL_ITEMS } from "../../domain/kernel/constants";
import { msg } from "../../domain/kernel/messages";
import { formatMoney } from "../../domain/kernel/money";
import { relativeTime } from "../../domain/kernel/relative-time";
import { useNow } from "../lib/use-now";
import { buttonClass } from "../ui/button";
import { cn } from "../ui/cn";
import {
  askNotificationPermission,
  playAlertSound,
  setSoundEnabled,
  showBrowserNotification,
  soundEnabled,
  vibrate,
} from "./alert";
import { CardStatus } from "./card-status";
import { useAdvanceCardNotification, useCardNotifications } from "./use-card-payments";

/**
 * The card-payment bell of the back-office header (docs/product/screens.md, constants.md), admin and superadmin only:
 * the 8 latest in a 420 px dropdown, the unseen count capped at '9+', and an alert (sound,
 * vibration, browser notification, 3 s bounce) when a new card payment arrives live.
 */
export function CardPaymentBell() {
  const { data } = useCardNotifications(CARD_BELL_ITEMS);
  const advance = useAdvanceCardNotification();
  const navigate = useNavigate();
  const now = useNow();
  const known = useRef<Set<string> | null>(null);
  const [bouncing, setBouncing] = useState(false);
  const [sound, setSound] = useState(soundEnabled);
  const badge = bellBadge(data?.unseen ?? 0);

  useEffect(() => {
    if (!data) return;
    const ids = new Set(data.items.map((n) => n.id));
    // The first answer is the past; only what arrives after it is news.
    const fresh = known.current
      ? data.items.filter((n) => n.status === "new" && !known.current!.has(n.id))
      : [];
    known.current = ids;
    const latest = fresh[0];
    if (!latest) return;
    playAlertSound();
    vibrate();
    showBrowserNotification(
      msg.newCardPaymentTitle,
      msg.newCardPaymentBody(latest.customerName, formatMoney(latest.amount)),
    );
    setBouncing(true);
    const timer = setTimeout(() => setBouncing(false), CARD_ALERT.bounceMs);
    return () => clearTimeout(timer);
  }, [data]);

  return (
    <Menu.Root modal={false} onOpenChange={(open) => open && void askNotificationPermission()}>
      <Menu.Trigger
        aria-label={badge ? `${msg.cardBellLabel} (${badge})` : msg.cardBellLabel}
        className={buttonClass("ghost", "icon", cn("relative", bouncing && "animate-bounce"))}
        data-testid="card-payment-bell"
        data-bouncing={bouncing || undefined}
      >
        <CreditCard className="h-5 w-5" aria-hidden="true" />
        {badge ? (
          <span
            aria-hidden="true"
            data-testid="card-payment-count"
            className="absolute -top-1 -right-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] font-bold text-white ring-2 ring-surface"
          >
            {badge}
          </span>
        ) : null}
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          style={{ width: `min(${CARD_ALERT.dropdownWidthPx}px, calc(100vw - 1rem))` }}
          className="animate-fade-in z-50 overflow-hidden rounded-xl border border-border bg-surface shadow-2xl"
          data-testid="card-payment-dropdown"
        >
          <div className="flex items-center justify-between border-b border-border px-4 py-3">
            <Menu.Label className="font-semibold">{msg.cardNotifications}</Menu.Label>
            <Menu.Item
              className="cursor-pointer rounded p-1 text-muted outline-none hover:text-fg data-[highlighted]:bg-surface-2"
              aria-label={sound ? msg.soundOn : msg.soundOff}
              onSelect={(event) => {
                event.preventDefault();
                setSoundEnabled(!sound);
                setSound(!sound);
              }}
            >
              {sound ? (
                <Volume2 className="h-4 w-4" aria-hidden="true" />
              ) : (
                <VolumeX className="h-4 w-4" aria-hidden="true" />
              )}
            </Menu.Item>
          </div>
          <div className="max-h-[min(28rem,65dvh)] overflow-y-auto py-1">
            {data?.items.length ? (
              data.items.slice(0, CARD_BELL_ITEMS).map((n) => (
                <Menu.Item
                  key={n.id}
                  className="flex cursor-pointer items-start gap-3 px-4 py-3 outline-none data-[highlighted]:bg-surface-2"
                  onSelect={() => {
                    if (n.status === "new") advance.mutate({ id: n.id, to: "viewed" });
                    navigate(n.saleId ? `/admin/orders?order=${n.saleId}` : "/admin/card-payments");
                  }}
                >
                  <span className="pt-1">
                    <CardStatus status={n.status} />
                  </span>
                  <span className="min-w-0 flex-1 text-sm">
                    <span className="flex justify-between gap-2">
                      <span className="truncate font-semibold">{n.customerName}</span>
                      <span className="tabular-nums">{formatMoney(n.amount)}</span>
                    </span>
                    <span className="block text-xs text-muted">
                      #{n.orderNumber} · {n.cardBrand ?? ""} ****{n.cardLast4 ?? ""} ·{" "}
                      {relativeTime(new Date(n.createdAt), now)}
                    </span>
                  </span>
                </Menu.Item>
              ))
            ) : (
              <p className="p-4 text-sm text-muted">{msg.noCardPayments}</p>
            )}
          </div>
          <Menu.Item
            className="block cursor-pointer border-t border-border px-4 py-3 text-center text-sm font-semibold text-gold outline-none data-[highlighted]:bg-surface-2"
            onSelect={() => navigate("/admin/card-payments")}
          >
            {msg.seeAllCardPayments}
          </Menu.Item>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
