import { Controller } from "react-hook-form";
import type { EditorProduct } from "../../contracts/products/products";
import { msg } from "../../domain/kernel/messages";
import { WATCH_SPEC_KEYS, WATCH_SPEC_LABELS } from "../../domain/products/product";
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

/** A new product's opening stock, or a saved one's current stock (changed in Inventario), and its low-stock threshold. */
export function StockSection({ form, product }: { form: ProductFormApi; product: EditorProduct | null }) {
  const { register, formState } = form;
  const errors = formState.errors;
  return (
    <Card title={msg.productSectionStock}>
      <div className="grid gap-4 sm:grid-cols-2">
        {product ? (
          <p className="text-sm text-muted">
            {msg.productCurrentStock}: <span className="font-semibold text-fg">{product.quantity}</span>
          </p>
        ) : (
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
