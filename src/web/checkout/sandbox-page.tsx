import { Lock } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useSearchParams } from "react-router";
import { SANDBOX_TEST_CARDS, sandboxSessionFrom } from "../../contracts/payments/payments";
import { checkoutMessages } from "../../domain/checkout/messages-checkout";
import { formatMoney } from "../../domain/kernel/money";
import { STORE_NAME } from "../../domain/kernel/store";
import { call, errorMessage } from "../lib/api";
import { usePageMeta } from "../lib/use-page-meta";
import { Button } from "../ui/button";
import { TextField } from "../ui/field";

/** The sandbox gateway's hosted page (docs/decisions/0020): looks like a bank's, charges nothing. */
export function SandboxPaymentPage() {
  usePageMeta(checkoutMessages.sandboxTitle);
  const [params] = useSearchParams();
  const { session, sig } = sandboxSessionFrom(params);
  const [card, setCard] = useState({ number: "", expiry: "", cvv: "", holder: "" });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async (action: "pay" | "cancel") => {
    setBusy(true);
    setError(null);
    try {
      const res = await call("sandboxPay", {
        body: { session, sig, action, card: action === "pay" ? card : undefined },
      });
      window.location.assign(res.redirectUrl);
    } catch (e) {
      setError(errorMessage(e));
      setBusy(false);
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void send("pay");
  };

  return (
    <div className="flex min-h-dvh items-start justify-center bg-[#eef1f6] px-4 py-10 text-[#1b2333]">
      <form onSubmit={submit} className="w-full max-w-md overflow-hidden rounded-2xl bg-white shadow-xl">
        <header className="bg-[#1d3a8a] px-6 py-5 text-white">
          <p className="flex items-center gap-2 text-sm opacity-90">
            <Lock className="h-4 w-4" aria-hidden="true" /> {checkoutMessages.sandboxTitle}
          </p>
          <p className="mt-1 text-sm opacity-80">
            {checkoutMessages.sandboxPayingTo(STORE_NAME, session.number)}
          </p>
          <p className="mt-2 text-3xl font-semibold whitespace-nowrap tabular-nums">
            {formatMoney(session.amount)}
          </p>
        </header>
        <div className="flex flex-col gap-4 p-6 [&_input]:border-[#cfd6e4] [&_input]:bg-white [&_input]:text-[#1b2333] [&_label]:text-[#1b2333]">
          <div
            className="rounded-lg bg-amber-50 px-3 py-2 text-xs text-amber-900"
            data-testid="sandbox-cards"
          >
            <p>{checkoutMessages.sandboxNotice}</p>
            <p className="mt-1">{checkoutMessages.sandboxCardsTitle}</p>
            <ul className="mt-1 grid gap-0.5 font-mono">
              {SANDBOX_TEST_CARDS.map((c) => (
                <li key={c.number}>
                  {c.number.replace(/(\d{4})(?=\d)/g, "$1 ")} · {c.brand} ·{" "}
                  {checkoutMessages.sandboxCardOutcome(c.outcome)}
                </li>
              ))}
            </ul>
          </div>
          <TextField
            label={checkoutMessages.cardNumberLabel}
            inputMode="numeric"
            autoComplete="cc-number"
            value={card.number}
            onChange={(e) => setCard({ ...card, number: e.target.value })}
          />
          <div className="grid grid-cols-2 gap-3">
            <TextField
              label={checkoutMessages.cardExpiryLabel}
              placeholder="MM/AA"
              autoComplete="cc-exp"
              value={card.expiry}
              onChange={(e) => setCard({ ...card, expiry: e.target.value })}
            />
            <TextField
              label={checkoutMessages.cardCvvLabel}
              inputMode="numeric"
              autoComplete="cc-csc"
              value={card.cvv}
              onChange={(e) => setCard({ ...card, cvv: e.target.value })}
            />
          </div>
          <TextField
            label={checkoutMessages.cardHolderLabel}
            autoComplete="cc-name"
            value={card.holder}
            onChange={(e) => setCard({ ...card, holder: e.target.value })}
          />
          {error ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              {error}
            </p>
          ) : null}
          <Button type="submit" disabled={busy} className="bg-[#1d3a8a] text-white hover:bg-[#162d6b]">
            {checkoutMessages.payAmount(formatMoney(session.amount))}
          </Button>
          <button
            type="button"
            disabled={busy}
            onClick={() => void send("cancel")}
            className="text-sm text-[#1d3a8a] underline"
          >
            {checkoutMessages.cancelPayment}
          </button>
        </div>
      </form>
    </div>
  );
}
