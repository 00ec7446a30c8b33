import { Controller, useWatch } from "react-hook-form";
import type { EditorProduct } from "../../contracts/products/products";
import { msg } from "../../domain/kernel/messages";
import { WATCH_SPEC_KEYS, WATCH_SPEC_LABELS } from "../../domain/products/product";
import { SerialListInput } from "../inventory";
import { TextField } from "../ui/field";
import { MoneyInput } from "./money-input";
import { ProductCodesFields } from "./product-codes-fields";
import type { ProductFormApi } from "./product-form-values";

/**
 * The product editor's sections, each a card of the one form the page holds (docs/decisions/0037):
 * they register their fields on it and submit nothing themselves.
 */

export function Card({ title, children }: { title?: string; children: React.ReactNode }) {
  return (
    <section className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-4 sm:p-5">
      {title ? <h2 className="text-base font-semibold text-fg">{title}</h2> : null}
      {children}
    </section>
  );
}

/** Name, brand, model, the codes, the description and whether the storefront shows it. */
export function GeneralSection({
  form,
  product,
  canEdit,
}: {
  form: ProductFormApi;
  product: EditorProduct | null;
  canEdit: boolean;
}) {
  const { register, formState } = form;
  const errors = formState.errors;
  return (
    <Card title={msg.productSectionGeneral}>
      <TextField label={msg.productName} {...register("name")} error={errors.name?.message} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={msg.productBrand} {...register("brand")} error={errors.brand?.message} />
        <TextField label={msg.productModel} {...register("model")} error={errors.model?.message} />
      </div>
      <ProductCodesFields form={form} product={product} canEdit={canEdit} />
      <label className="flex flex-col gap-1.5 text-sm font-medium text-fg">
        {msg.productDescription}
        <textarea
          rows={4}
          {...register("description")}
          className="rounded-lg border border-border bg-surface px-3 py-2 text-base font-normal text-fg focus:border-gold focus:ring-2 focus:ring-ring/30 focus:outline-none"
        />
      </label>
      <label className="flex items-center gap-2 text-sm font-medium text-fg">
        <input type="checkbox" className="h-4 w-4 accent-[var(--color-gold)]" {...register("isPublic")} />
        {msg.productIsPublic}
      </label>
    </Card>
  );
}

/** The watch's specifications, one field a key of the domain's list. */
export function SpecsSection({ form }: { form: ProductFormApi }) {
  const { register, formState } = form;
  const errors = formState.errors;
  return (
    <Card title={msg.productSectionSpecs}>
      <div className="grid gap-4 sm:grid-cols-2">
        {WATCH_SPEC_KEYS.map((key) => (
          <TextField
            key={key}
            label={WATCH_SPEC_LABELS[key]}
            {...register(`specs.${key}`)}
            error={errors.specs?.[key]?.message}
          />
        ))}
      </div>
    </Card>
  );
}

/** The prices in centavos: the sale price is required, the others optional. */
export function PricesSection({ form }: { form: ProductFormApi }) {
  return (
    <Card title={msg.productSectionPrices}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Money form={form} name="salePrice" label={msg.productSalePrice} />
        <Money form={form} name="promoPrice" label={msg.productPromoPrice} optional />
        <Money form={form} name="originalPublicPrice" label={msg.productOriginalPublicPrice} optional />
        <Money
          form={form}
          name="wholesalePrice"
          label={msg.productWholesalePrice}
          optional
          hint={msg.productWholesaleHint}
        />
        <Money
          form={form}
          name="unitCost"
          label={msg.productUnitCost}
          optional
          hint={msg.productUnitCostHint}
        />
      </div>
    </Card>
  );
}

/**
 * A new product's opening stock, or a saved one's current stock (changed in Inventario), its
 * low-stock threshold and its warranty. A new product may be kept by serial number
 * (docs/decisions/0247): its opening stock is then the serials scanned or typed, one per watch.
 */
export function StockSection({
  form,
  product,
  canEdit = true,
}: {
  form: ProductFormApi;
  product: EditorProduct | null;
  canEdit?: boolean;
}) {
  const { register, formState, control, setValue, getValues } = form;
  const errors = formState.errors;
  const serialized = useWatch({ control, name: "serialized" }) ?? false;
  return (
    <Card title={msg.productSectionStock}>
      {product ? (
        <div className="flex flex-col gap-1 text-sm">
          <p className="text-muted">
            {msg.productCurrentStock}: <span className="font-semibold text-fg">{product.quantity}</span>
          </p>
          {product.serialized ? (
            <p className="text-fg" data-testid="product-serialized">
              {msg.unitSerializedKept}
            </p>
          ) : canEdit ? (
            <p className="text-muted">{msg.unitSerializeFromInventory}</p>
          ) : null}
        </div>
      ) : (
        <div className="flex flex-col gap-1">
          <label className="flex items-center gap-2 text-sm font-medium text-fg">
            <input
              type="checkbox"
              className="h-4 w-4 accent-[var(--color-gold)]"
              {...register("serialized", {
                onChange: (e: { target: { checked: boolean } }) => {
                  if (e.target.checked) setValue("initialStock", getValues("initialSerials")?.length ?? 0);
                },
              })}
            />
            {msg.unitSerializedLabel}
          </label>
          <p className="text-xs text-muted">{msg.unitSerializedHint}</p>
        </div>
      )}
      {!product && serialized ? (
        <Controller
          control={control}
          name="initialSerials"
          render={({ field, fieldState }) => (
            <div className="flex flex-col gap-1">
              <SerialListInput
                label={msg.unitInitialSerials}
                value={field.value ?? []}
                onChange={(next) => {
                  field.onChange(next);
                  setValue("initialStock", next.length);
                }}
                error={fieldState.error?.message ?? errors.initialStock?.message}
                scanner={canEdit}
                disabled={!canEdit}
                testId="initial-serials"
              />
              <p className="text-sm font-medium tabular-nums" data-testid="initial-count">
                {msg.unitInitialCount(field.value?.length ?? 0)}
              </p>
            </div>
          )}
        />
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {product || serialized ? null : (
          <div className="flex flex-col gap-1">
            <TextField
              label={msg.productInitialStock}
              type="number"
              min={0}
              inputMode="numeric"
              {...register("initialStock", { setValueAs: (v) => (v === "" ? 0 : Number(v)) })}
              error={errors.initialStock?.message}
            />
            <p className="text-xs text-muted">{msg.productInitialStockHint}</p>
          </div>
        )}
        <div className="flex flex-col gap-1">
          <TextField
            label={msg.productLowStockThreshold}
            type="number"
            min={0}
            inputMode="numeric"
            {...register("lowStockThreshold", {
              setValueAs: (v) => (v === "" || v === null ? null : Number(v)),
            })}
            error={errors.lowStockThreshold?.message}
          />
          <p className="text-xs text-muted">{msg.productLowStockThresholdHint}</p>
        </div>
        <div className="flex flex-col gap-1">
          <TextField
            label={msg.productWarrantyMonths}
            type="number"
            min={0}
            max={120}
            inputMode="numeric"
            {...register("warrantyMonths", {
              setValueAs: (v) => (v === "" || v === null || v === undefined ? null : Number(v)),
            })}
            error={errors.warrantyMonths?.message}
          />
          <p className="text-xs text-muted">{msg.productWarrantyHint}</p>
        </div>
      </div>
    </Card>
  );
}

type MoneyName = "salePrice" | "promoPrice" | "originalPublicPrice" | "wholesalePrice" | "unitCost";

function Money({
  form,
  name,
  label,
  optional = false,
  hint,
}: {
  form: ProductFormApi;
  name: MoneyName;
  label: string;
  optional?: boolean;
  hint?: string;
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <MoneyInput
          label={label}
          name={name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          optional={optional}
          hint={hint}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
