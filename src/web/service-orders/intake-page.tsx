import { useMutation } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { Link, useNavigate } from "react-router";
import type { MergedCustomer } from "../../contracts/customers/customers";
import { type IntakeFields, intakeFields } from "../../contracts/service-orders/service-forms";
import type { CreateServiceOrderInput } from "../../contracts/service-orders/service-orders";
import { DEFAULT_PAYMENT_METHOD } from "../../domain/reports/reports";
import { serviceScreens as t } from "../../domain/service-orders/messages-service-screens";
import { SERVICE_KINDS } from "../../domain/service-orders/states";
import { toastFirstError } from "../auth/form-errors";
import { call } from "../lib/api";
import { FormMoneyField } from "../lib/form-money-field";
import { todayInput } from "../lib/format";
import { toast } from "../lib/toast";
import { showSaveError, useContractForm } from "../lib/use-contract-form";
import {
  CustomerPicker,
  customerInput,
  EMPTY_CUSTOMER,
  type NewCustomer,
  PaymentMethodSelect,
} from "../sales";
import { Button } from "../ui/button";
import { SelectField, TextField } from "../ui/field";
import { Panel } from "../ui/panel";
import { holdEnter, TextAreaField } from "./desk-parts";
import { DESK_PATH, deskOrderPath, useRefreshDesk } from "./use-service-orders";

/**
 * Recibir reloj: one form, one request (the order, its service sale and the deposit in one
 * transaction on the server). The customer picker is Registrar Venta's and feeds `customer`.
 */
export function IntakePage() {
  const navigate = useNavigate();
  const refresh = useRefreshDesk();
  const today = useMemo(() => todayInput(), []);
  const form = useContractForm(intakeFields, {
    customer: null,
    brand: "",
    model: "",
    serial: "",
    kind: "Cambio de batería",
    problem: "",
    condition: "",
    accessories: "",
    estimatedPrice: undefined,
    estimatedDate: "",
    approvedAtIntake: false,
    depositOn: false,
    deposit: { amount: undefined, date: today, method: DEFAULT_PAYMENT_METHOD },
  } satisfies IntakeFields);
  const [picked, setPicked] = useState<MergedCustomer | null>(null);
  const [creating, setCreating] = useState(false);
  const [fresh, setFresh] = useState<NewCustomer>(EMPTY_CUSTOMER);
  const { setValue, register, control, formState } = form;
  const recheck = formState.isSubmitted;
  useEffect(() => {
    setValue("customer", customerInput(picked, creating, fresh), { shouldValidate: recheck });
  }, [setValue, picked, creating, fresh, recheck]);
  const depositOn = form.watch("depositOn");

  const create = useMutation({
    mutationFn: (body: CreateServiceOrderInput) => call("createServiceOrder", { body }),
    onSuccess: (created) => {
      toast.success(t.intakeSaved(created.number));
      refresh();
      navigate(deskOrderPath(created.id));
    },
    onError: (error) => showSaveError(form, error),
  });
  // The picker's refusal has no field to sit under: it is toasted, as Registrar Venta does.
  const submit = form.handleSubmit(
    (body) => create.mutate(body),
    (errors) => toastFirstError(errors, ["customer"]),
  );
  const errors = formState.errors;

  return (
    <form
      onSubmit={submit}
      onKeyDown={holdEnter}
      noValidate
      aria-label={t.intakeTitle}
      className="grid max-w-4xl gap-4"
      data-testid="service-intake"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-display text-xl font-semibold">{t.intakeTitle}</h2>
        <Link to={DESK_PATH} className="inline-flex items-center gap-1 text-sm text-muted hover:text-fg">
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          {t.back}
        </Link>
      </div>
      <Panel title={t.intakeCustomer}>
        <CustomerPicker
          picked={picked}
          onPick={setPicked}
          creating={creating}
          onCreating={setCreating}
          fresh={fresh}
          onFresh={setFresh}
        />
      </Panel>
      <Panel title={t.intakeWatch}>
        <div className="grid gap-3 sm:grid-cols-3">
          <TextField label={t.brandLabel} error={errors.brand?.message} {...register("brand")} />
          <TextField label={t.modelLabel} error={errors.model?.message} {...register("model")} />
          <TextField
            label={t.serialLabel}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            enterKeyHint="next"
            error={errors.serial?.message}
            {...register("serial")}
          />
        </div>
        <p className="mt-2 text-xs text-muted">{t.serialHint}</p>
      </Panel>
      <Panel title={t.intakeService}>
        <div className="grid gap-3">
          <SelectField label={t.kindLabel} error={errors.kind?.message} {...register("kind")}>
            {SERVICE_KINDS.map((k) => (
              <option key={k}>{k}</option>
            ))}
          </SelectField>
          <TextAreaField label={t.problemLabel} error={errors.problem?.message} {...register("problem")} />
          <div className="grid gap-3 sm:grid-cols-2">
            <TextAreaField
              label={t.conditionLabel}
              error={errors.condition?.message}
              {...register("condition")}
            />
            <TextAreaField
              label={t.accessoriesLabel}
              error={errors.accessories?.message}
              {...register("accessories")}
            />
          </div>
        </div>
      </Panel>
      <Panel title={t.intakeMoney}>
        <div className="grid gap-3">
          <div className="grid gap-3 sm:grid-cols-2">
            <FormMoneyField control={control} name="estimatedPrice" label={t.estimatedPriceLabel} optional />
            <TextField
              label={t.estimatedDateLabel}
              type="date"
              min={today}
              error={errors.estimatedDate?.message}
              {...register("estimatedDate")}
            />
          </div>
          <label className="flex items-start gap-2 text-sm">
            <input type="checkbox" className="mt-1 h-4 w-4" {...register("approvedAtIntake")} />
            <span>
              <span className="font-medium">{t.approvedAtIntakeLabel}</span>
              <span className="block text-xs text-muted">{t.approvedAtIntakeHint}</span>
            </span>
          </label>
          <label className="flex items-center gap-2 text-sm font-medium">
            <input type="checkbox" className="h-4 w-4" {...register("depositOn")} />
            {t.depositToggle}
          </label>
          {depositOn ? (
            <div className="grid gap-3 sm:grid-cols-2">
              <FormMoneyField control={control} name="deposit.amount" label={t.depositAmountLabel} optional />
              <PaymentMethodSelect
                label={t.depositMethodLabel}
                error={errors.deposit?.method?.message}
                {...register("deposit.method")}
              />
            </div>
          ) : null}
        </div>
      </Panel>
      <div className="flex justify-end">
        <Button type="submit" disabled={create.isPending} data-testid="intake-submit">
          {t.intakeSubmit}
        </Button>
      </div>
    </form>
  );
}
