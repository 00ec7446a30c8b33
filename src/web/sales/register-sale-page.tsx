import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type KeyboardEvent, useEffect, useMemo, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import type { MergedCustomer } from "../../contracts/customers/customers";
import type { CreateSaleInput } from "../../contracts/sales/orders-admin";
import { type RegisterSaleFields, registerSaleFields } from "../../contracts/sales/register-sale-fields";
import { msg } from "../../domain/kernel/messages";
import { isAdmin, isRole } from "../../domain/kernel/roles";
import { DEFAULT_PAYMENT_METHOD } from "../../domain/reports/reports";
import { toastFirstError } from "../auth/form-errors";
import { useSession } from "../auth/use-session";
import { ApiError, apiQuery, call, errorMessage } from "../lib/api";
import { todayInput } from "../lib/format";
import { toast } from "../lib/toast";
import { useContractForm } from "../lib/use-contract-form";
import { useShippingLocations } from "../shipping";
import { Panel } from "../ui/panel";
import { CustomerPicker, customerInput, EMPTY_CUSTOMER, type NewCustomer } from "./customer-picker";
import { ProductPicker } from "./product-picker";
import { CreditPanel, DeliveryPanel, FirstPaymentPanel, SaleDetailsPanel } from "./register-sale-panels";
import { type Line, saleItems, startingPrice } from "./sale-lines";
import { salePreview } from "./sale-preview";
import { SaleSummary } from "./sale-summary";

/**
 * Registrar Venta: one form, one request, one transaction on the server. The form
 * is resolved by registerSaleFields (the operation's body); the customer and product pickers keep
 * their own search state and feed the form's `customer` and `items`.
 */
/**
 * A sale is registered by its button only: Enter in a field — a name being typed, a quantity, the
 * end of what a slow scanner typed — never submits it (the product search gives Enter its own job).
 */
function holdEnter(event: KeyboardEvent<HTMLFormElement>) {
  if (event.key === "Enter" && event.target instanceof HTMLInputElement) event.preventDefault();
}

export function RegisterSalePage() {
  const { user } = useSession();
  const admin = isAdmin(user?.role);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const cities = useShippingLocations();
  const defaults = useQuery(apiQuery("getSaleFormDefaults"));
  const today = useMemo(() => todayInput(), []);
  const form = useContractForm(
    useMemo(() => registerSaleFields(today), [today]),
    {
      customer: null,
      items: [],
      shipping: { mode: "pickup", note: "" },
      discountCode: "",
      extraDiscount: { amount: undefined, reason: "" },
      sellerId: "",
      commissionPercentage: null,
      saleDay: today,
      firstPayment: { amount: undefined, date: today, type: "partial", method: DEFAULT_PAYMENT_METHOD },
    } satisfies RegisterSaleFields,
  );
  const [picked, setPicked] = useState<MergedCustomer | null>(null);
  // A customer's page opens this form with ?customerId=: that customer comes chosen.
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
  // The server's refusal of the products (a watch sold meanwhile), shown by them until they change.
  const [linesRefusal, setLinesRefusal] = useState<string | null>(null);
  const changeLines = (next: Line[]) => {
    setLinesRefusal(null);
    setLines(next);
  };

  // A change of customer re-prices the lines staff have not typed a price for (wholesale or public).
  useEffect(() => {
    setLines((current) =>
      current.map((l) => (l.edited ? l : { ...l, price: startingPrice(l.product, wholesaler) })),
    );
  }, [wholesaler]);
  // The pickers feed the form; after a refused submit their fields are checked again as they change.
  const { setValue } = form;
  const recheck = form.formState.isSubmitted;
  useEffect(() => {
    setValue("customer", customerInput(picked, creating, fresh), { shouldValidate: recheck });
  }, [setValue, picked, creating, fresh, recheck]);
  useEffect(() => {
    setValue("items", saleItems(lines), { shouldValidate: recheck });
  }, [setValue, lines, recheck]);

  const [shipping, extraDiscount, commissionPercentage, firstPayment, creditAmount] = form.watch([
    "shipping",
    "extraDiscount",
    "commissionPercentage",
    "firstPayment",
    "creditAmount",
  ]);
  const city = shipping.mode === "delivery" ? cities.data?.find((c) => c.id === shipping.cityId) : undefined;
  const summary = salePreview({
    lines,
    fields: { extraDiscount, commissionPercentage, firstPayment, creditAmount },
    shippingCost: city?.cost ?? 0,
    role: isRole(user?.role) ? user.role : null,
    wholesaler,
    defaultCommission: defaults.data?.defaultCommissionPercentage ?? 0,
  });
  const create = useMutation({
    mutationFn: (body: CreateSaleInput) => call("registerSale", { body }),
    onSuccess: (result) => {
      toast.success(result.message);
      void queryClient.invalidateQueries({ queryKey: ["sales"] });
      navigate(`/admin/orders?order=${result.id}`);
    },
    onError: (error) => {
      toast.error(errorMessage(error));
      // A refusal about the watches sold (a serial, a watch no longer in stock) stays by them.
      if (error instanceof ApiError && (error.field === "items" || error.field === "serial"))
        setLinesRefusal(error.message);
    },
  });
  // The pickers' refusals ('Seleccione un cliente…', 'Agregue al menos un producto.') have no
  // field to sit under: they are toasted, as the product shows them.
  const submit = form.handleSubmit(
    (body) => create.mutate(body),
    (errors) => toastFirstError(errors, ["customer", "items"]),
  );

  return (
    <form
      onSubmit={submit}
      onKeyDown={holdEnter}
      className="grid gap-4 lg:grid-cols-[1fr_20rem]"
      aria-label={msg.registerSale}
    >
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
          <ProductPicker lines={lines} onLines={changeLines} wholesaler={wholesaler} refusal={linesRefusal} />
        </Panel>
        <DeliveryPanel form={form} cities={cities.data ?? []} />
        <SaleDetailsPanel
          form={form}
          admin={admin}
          user={user}
          today={today}
          defaultCommission={defaults.data?.defaultCommissionPercentage}
        />
        <FirstPaymentPanel form={form} />
        {admin ? <CreditPanel form={form} customer={customerInput(picked, creating, fresh)} /> : null}
      </div>
      <SaleSummary {...summary} pending={create.isPending} />
    </form>
  );
}
