import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import type { MergedCustomer } from "../../contracts/customers";
import type { CreateSaleInput } from "../../contracts/orders-admin";
import { msg } from "../../domain/messages";
import { formatMoney } from "../../domain/money";
import { priceFor } from "../../domain/pricing";
import { DEFAULT_PAYMENT_METHOD, type PaymentMethod } from "../../domain/reports";
import { isAdmin, isRole } from "../../domain/roles";
import { openSale } from "../../domain/sale-create";
import { checkSaleTerms, previewFirstPayment, sellerPriceFloor } from "../../domain/sale-terms";
import { priceSale } from "../../domain/totals";
import { useSession } from "../auth/use-session";
import { apiQuery, call, errorMessage } from "../lib/api";
import { centavosOf, todayInput } from "../lib/format";
import { toast } from "../lib/toast";
import { PaymentMethodSelect, PaymentTypeSelect, useSellers } from "../orders";
import { useShippingLocations } from "../shipping";
import { Button } from "../ui/button";
import { SelectField, TextField } from "../ui/field";
import { Panel } from "../ui/panel";
import { CustomerPicker, customerInput, EMPTY_CUSTOMER, type NewCustomer } from "./customer-picker";
import { type Line, ProductPicker, startingPrice } from "./product-picker";

/** Registrar Venta (issue 5 §1): one form, one request, one transaction on the server. */
export function RegisterSalePage() {
  const { user } = useSession();
  const admin = isAdmin(user?.role);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const cities = useShippingLocations();
  const sellers = useSellers(admin);
  const defaults = useQuery(apiQuery("getSaleFormDefaults"));
  const [picked, setPicked] = useState<MergedCustomer | null>(null);
  // A customer's page opens this form with ?customerId= (issue 11): that customer comes chosen.
  const [params] = useSearchParams();
  const presetId = params.get("customerId") ?? "";
  const preset = useQuery({
    ...apiQuery("getMergedCustomer", { params: { id: presetId } }),
    enabled: !!presetId,
  });
  useEffect(() => {
    if (preset.data) setPicked(preset.data);
  }, [preset.data]);
  const [creating, setCreating] = useState(false);
  const wholesaler = !creating && picked?.role === "wholesaler";
  const [fresh, setFresh] = useState<NewCustomer>(EMPTY_CUSTOMER);
  const [lines, setLines] = useState<Line[]>([]);
  const [delivery, setDelivery] = useState(false);
  const [cityId, setCityId] = useState("");
  const [address, setAddress] = useState("");
  const [note, setNote] = useState("");
  const [code, setCode] = useState("");
  const [discount, setDiscount] = useState("");
  const [reason, setReason] = useState("");
  const [sellerId, setSellerId] = useState("");
  const [commission, setCommission] = useState<string | null>(null);
  const [saleDate, setSaleDate] = useState(todayInput());
  const [payAmount, setPayAmount] = useState("");
  const [payDate, setPayDate] = useState(todayInput());
  const [payType, setPayType] = useState<"partial" | "full">("partial");
  const [payMethod, setPayMethod] = useState<PaymentMethod>(DEFAULT_PAYMENT_METHOD);

  // A change of customer re-prices the lines staff have not typed a price for (wholesale or public).
  useEffect(() => {
    setLines((current) =>
      current.map((l) => (l.edited ? l : { ...l, price: startingPrice(l.product, wholesaler) })),
    );
  }, [wholesaler]);

  const city = cities.data?.find((c) => c.id === cityId);
  const preview = priceSale({
    lines: lines.map((l) => ({
      productId: l.product.id,
      productName: l.product.name,
      quantity: l.quantity,
      price: Number.isNaN(centavosOf(l.price)) ? 0 : centavosOf(l.price),
      originalPrice: l.product.salePrice,
      salePrice: l.product.salePrice,
    })),
    shippingCost: delivery ? (city?.cost ?? 0) : 0,
    discountCode: null,
  });
  // What the server will save, by the same domain rules: the seller's limits, then the first payment.
  const typedDiscount = discount ? centavosOf(discount) || 0 : 0;
  const typedCommission = commission === null || commission === "" ? null : Math.round(Number(commission));
  const defaultCommission = defaults.data?.defaultCommissionPercentage ?? 0;
  const firstPayment = payAmount.trim() ? { amount: centavosOf(payAmount) || 0, type: payType } : null;
  const opened = openSale(preview, { amount: typedDiscount, reason }, typedCommission ?? defaultCommission);
  const terms = checkSaleTerms(opened, {
    role: isRole(user?.role) ? user.role : null,
    lines: lines.map((l) => ({
      productName: l.product.name,
      price: Number.isNaN(centavosOf(l.price)) ? 0 : centavosOf(l.price),
      // A wholesaler's floor is their own price (docs/decisions/0046, 0071).
      floor: wholesaler ? priceFor(l.product, "wholesaler") : sellerPriceFloor(l.product),
    })),
    extraDiscount: typedDiscount,
    commissionPercentage: typedCommission,
    defaultCommission,
    firstPayment,
  });
  const afterPayment = previewFirstPayment(opened, firstPayment);
  const refusal = !terms.ok ? terms.error.message : !afterPayment.ok ? afterPayment.error.message : null;
  const create = useMutation({
    mutationFn: (body: CreateSaleInput) => call("registerSale", { body }),
    onSuccess: (result) => {
      toast.success(result.message);
      void queryClient.invalidateQueries({ queryKey: ["sales"] });
      navigate(`/admin/orders?order=${result.id}`);
    },
    onError: (error) => toast.error(errorMessage(error)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const customer = customerInput(picked, creating, fresh);
    if (!customer) return toast.error(msg.customerRequired);
    if (!lines.length) return toast.error(msg.noProducts);
    const today = saleDate === todayInput();
    create.mutate({
      customer,
      items: lines.map((l) => ({
        productId: l.product.id,
        quantity: l.quantity,
        price: centavosOf(l.price),
      })),
      shipping: delivery ? { mode: "delivery", cityId, address, note } : { mode: "pickup", note },
      discountCode: code || null,
      extraDiscount: admin && discount ? { amount: centavosOf(discount), reason } : undefined,
      sellerId: admin && sellerId ? sellerId : null,
      commissionPercentage: admin ? typedCommission : null,
      // Back-dating: a past day is recorded at noon of that day; today keeps the current time.
      saleDate: today ? null : new Date(`${saleDate}T12:00:00`).toISOString(),
      firstPayment: payAmount.trim()
        ? { amount: centavosOf(payAmount), date: payDate, type: payType, method: payMethod }
        : null,
    });
  };

  return (
    <form onSubmit={submit} className="grid gap-4 lg:grid-cols-[1fr_20rem]" aria-label={msg.registerSale}>
      <div className="grid content-start gap-4">
        <Panel title={msg.customerSection}>
          <CustomerPicker
            picked={picked}
            onPick={setPicked}
            creating={creating}
            onCreating={setCreating}
            fresh={fresh}
            onFresh={setFresh}
          />
        </Panel>
        <Panel title={msg.productsSection}>
          <ProductPicker lines={lines} onLines={setLines} wholesaler={wholesaler} />
        </Panel>
        <Panel title={msg.deliverySection}>
          <div className="grid gap-3 sm:grid-cols-2">
            <SelectField
              label={msg.deliverySection}
              value={delivery ? "delivery" : "pickup"}
              onChange={(e) => setDelivery(e.target.value === "delivery")}
            >
              <option value="pickup">{msg.pickup}</option>
              <option value="delivery">{msg.delivery}</option>
            </SelectField>
            {delivery ? (
              <>
                <SelectField
                  label={msg.cityLabel}
                  value={cityId}
                  onChange={(e) => setCityId(e.target.value)}
                  required
                >
                  <option value="">{msg.cityPlaceholder}</option>
                  {cities.data?.map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.city} — {formatMoney(c.cost)}
                    </option>
                  ))}
                </SelectField>
                <TextField
                  label={msg.saleAddressLabel}
                  value={address}
                  onChange={(e) => setAddress(e.target.value)}
                  required
                />
              </>
            ) : null}
            <TextField label={msg.saleNoteLabel} value={note} onChange={(e) => setNote(e.target.value)} />
          </div>
        </Panel>
        <Panel title={msg.saleDetailsSection}>
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              label={msg.saleDiscountCodeLabel}
              value={code}
              onChange={(e) => setCode(e.target.value.toUpperCase())}
            />
            {admin ? (
              <>
                <TextField
                  label={msg.extraDiscountLabel}
                  inputMode="decimal"
                  value={discount}
                  onChange={(e) => setDiscount(e.target.value)}
                />
                <TextField
                  label={msg.reasonLabel}
                  value={reason}
                  onChange={(e) => setReason(e.target.value)}
                />
              </>
            ) : null}
            {admin ? (
              <SelectField
                label={msg.sellerLabel}
                value={sellerId}
                onChange={(e) => setSellerId(e.target.value)}
              >
                <option value="">{user?.name}</option>
                {sellers.data
                  ?.filter((s) => s.id !== user?.id)
                  .map((s) => (
                    <option key={s.id} value={s.id}>
                      {s.name}
                    </option>
                  ))}
              </SelectField>
            ) : (
              <TextField label={msg.sellerLabel} value={user?.name ?? ""} readOnly />
            )}
            <TextField
              label={msg.commissionLabel}
              type="number"
              min={0}
              max={100}
              value={commission ?? String(defaults.data?.defaultCommissionPercentage ?? "")}
              onChange={(e) => setCommission(e.target.value)}
              readOnly={!admin}
            />
            <TextField
              label={msg.saleDateLabel}
              type="date"
              max={todayInput()}
              value={saleDate}
              onChange={(e) => setSaleDate(e.target.value)}
            />
          </div>
        </Panel>
        <Panel title={msg.firstPaymentSection}>
          <div className="grid gap-3 sm:grid-cols-4">
            <TextField
              label={msg.amountLabel}
              inputMode="decimal"
              value={payAmount}
              onChange={(e) => setPayAmount(e.target.value)}
            />
            <TextField
              label={msg.dateLabel}
              type="date"
              value={payDate}
              onChange={(e) => setPayDate(e.target.value)}
            />
            <PaymentTypeSelect
              value={payType}
              onChange={(e) => setPayType(e.target.value as typeof payType)}
            />
            <PaymentMethodSelect
              value={payMethod}
              onChange={(e) => setPayMethod(e.target.value as PaymentMethod)}
            />
          </div>
        </Panel>
      </div>
      <aside className="lg:sticky lg:top-4 lg:self-start">
        <Panel title={msg.summary} testId="sale-preview">
          <dl className="space-y-1 text-sm">
            {[
              [msg.sumSubtotal, preview.subtotal],
              [msg.promoDiscountLabel, -preview.promoItemsDiscount],
              [msg.sumShipping, preview.shippingCost],
              [msg.extraDiscountSection, -typedDiscount],
            ].map(([label, value]) => (
              <div key={String(label)} className="flex justify-between text-muted">
                <dt>{label}</dt>
                <dd className="tabular-nums text-fg">{formatMoney(Number(value))}</dd>
              </div>
            ))}
            <div className="flex justify-between border-t border-border pt-2 text-lg font-bold">
              <dt>{msg.sumTotal}</dt>
              <dd className="tabular-nums">{formatMoney(preview.total)}</dd>
            </div>
            {afterPayment.ok ? (
              <>
                {afterPayment.value.extraDiscount !== typedDiscount ? (
                  <div className="flex justify-between text-muted" data-testid="sale-preview-adjustment">
                    <dt>{msg.fullPaymentAdjustmentReason}</dt>
                    <dd className="tabular-nums text-fg">
                      {formatMoney(-(afterPayment.value.extraDiscount - typedDiscount))}
                    </dd>
                  </div>
                ) : null}
                <div className="flex justify-between font-semibold" data-testid="sale-preview-balance">
                  <dt>{msg.saleBalanceLabel}</dt>
                  <dd className="tabular-nums">{formatMoney(afterPayment.value.balance)}</dd>
                </div>
                <div className="flex justify-between text-muted">
                  <dt>{msg.saleStatusAfterLabel}</dt>
                  <dd className="text-fg">{afterPayment.value.status}</dd>
                </div>
              </>
            ) : null}
          </dl>
          {refusal && lines.length ? (
            <p
              role="alert"
              className="mt-3 text-sm text-red-700 dark:text-red-300"
              data-testid="sale-preview-refusal"
            >
              {refusal}
            </p>
          ) : null}
          <Button type="submit" className="mt-4 w-full" disabled={create.isPending}>
            {msg.registerSale}
          </Button>
        </Panel>
      </aside>
    </form>
  );
}
