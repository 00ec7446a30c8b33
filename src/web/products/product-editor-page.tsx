import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, Trash2 } from "lucide-react";
import { useState } from "react";
import { Controller, useWatch } from "react-hook-form";
import { Link, useNavigate, useParams } from "react-router";
import { type EditorProduct, type NewProductInput, newProductInput } from "../../contracts/products";
import { msg } from "../../domain/messages";
import { formatMoney } from "../../domain/money";
import { PREVIEW_AUDIENCES, pricePreview } from "../../domain/pricing";
import { WATCH_SPEC_KEYS, type WatchSpecKey } from "../../domain/product";
import { isAdmin } from "../../domain/roles";
import { useSession } from "../auth/use-session";
import { apiQuery, call, errorMessage, topicKey } from "../lib/api";
import { toast } from "../lib/toast";
import { showSaveError, useContractForm } from "../lib/use-contract-form";
import { Button, buttonClass } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { TextField } from "../ui/field";
import { PageSpinner } from "../ui/spinner";
import { MoneyInput } from "./money-input";
import { PicturesPanel } from "./pictures-panel";
import { ProductCodesFields } from "./product-codes-fields";

const INVENTORY = "/admin/inventory";

const SPEC_LABELS: Record<WatchSpecKey, string> = {
  movement: msg.specMovement,
  caseSize: msg.specCaseSize,
  caseMaterial: msg.specCaseMaterial,
  waterResistance: msg.specWaterResistance,
  strap: msg.specStrap,
  crystal: msg.specCrystal,
};

const EMPTY: NewProductInput = {
  name: "",
  description: "",
  brand: "",
  model: "",
  reference: "",
  barcode: "",
  specs: {},
  salePrice: Number.NaN,
  promoPrice: null,
  originalPublicPrice: null,
  wholesalePrice: null,
  unitCost: null,
  lowStockThreshold: null,
  isPublic: true,
  initialStock: 0,
};

function formValues(p: EditorProduct): NewProductInput {
  return {
    name: p.name,
    description: p.description,
    brand: p.brand,
    model: p.model,
    reference: p.reference ?? "",
    barcode: p.barcode ?? "",
    specs: { ...p.specs },
    salePrice: p.salePrice,
    promoPrice: p.promoPrice,
    originalPublicPrice: p.originalPublicPrice,
    wholesalePrice: p.wholesalePrice,
    unitCost: p.unitCost,
    lowStockThreshold: p.lowStockThreshold,
    isPublic: p.isPublic,
    initialStock: 0,
  };
}

/**
 * The product editor: /admin/inventory/new and /admin/inventory/:id/edit. Admins and
 * superadmins write; a seller reads the same page with every field locked (the server refuses
 * their writes anyway).
 */
export function ProductEditorPage() {
  const { id } = useParams();
  const query = useQuery({ ...apiQuery("getEditorProduct", { params: { id: id ?? "" } }), enabled: !!id });
  if (!id) return <ProductForm product={null} />;
  if (query.isPending) return <PageSpinner />;
  if (query.isError) {
    return (
      <div className="flex flex-col items-start gap-3">
        <p className="text-muted">{errorMessage(query.error)}</p>
        <Link to={INVENTORY} className={buttonClass("secondary", "sm")}>
          {msg.productBack}
        </Link>
      </div>
    );
  }
  return <ProductForm key={query.data.id} product={query.data} />;
}

function ProductForm({ product }: { product: EditorProduct | null }) {
  const { user } = useSession();
  const canEdit = isAdmin(user?.role) && !product?.archived;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useContractForm(newProductInput, product ? formValues(product) : EMPTY);
  const { register, control, handleSubmit, formState, reset } = form;
  const errors = formState.errors;
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const onSubmit = handleSubmit(async (values) => {
    try {
      if (!product) {
        const created = await call("createProduct", { body: values });
        toast.success(msg.productCreated);
        await queryClient.invalidateQueries({ queryKey: topicKey("products") });
        navigate(`${INVENTORY}/${created.id}/edit`, { replace: true });
        return;
      }
      const { initialStock: _opening, ...edit } = values;
      await call("updateProduct", { params: { id: product.id }, body: edit });
      toast.success(msg.productSaved);
      reset(values);
      await queryClient.invalidateQueries({ queryKey: topicKey("products") });
    } catch (error) {
      showSaveError(form, error, msg.productSaveFailed);
    }
  });

  async function remove() {
    if (!product) return;
    setDeleting(true);
    try {
      await call("deleteProduct", { params: { id: product.id } });
      toast.success(msg.productDeleted);
      await queryClient.invalidateQueries({ queryKey: topicKey("products") });
      navigate(INVENTORY, { replace: true });
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setDeleting(false);
      setConfirmDelete(false);
    }
  }

  const title = product ? msg.productEditorEditTitle : msg.productEditorNewTitle;
  const name = useWatch({ control, name: "name" });

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-0 items-center gap-2">
          <Link to={INVENTORY} className={buttonClass("ghost", "icon")} aria-label={msg.productBack}>
            <ArrowLeft className="h-5 w-5" aria-hidden />
          </Link>
          <div className="min-w-0">
            <h1 className="truncate text-xl font-semibold text-fg">{title}</h1>
            {product ? <p className="truncate text-sm text-muted">{product.name}</p> : null}
          </div>
        </div>
        {product && canEdit ? (
          <Button variant="secondary" onClick={() => setConfirmDelete(true)}>
            <Trash2 className="h-4 w-4" aria-hidden />
            {msg.productDelete}
          </Button>
        ) : null}
      </div>
      {product?.archived ? (
        <p className="rounded-lg border border-border bg-surface-2 p-3 text-sm text-fg">
          {msg.productArchived}
        </p>
      ) : null}

      <form onSubmit={onSubmit} noValidate className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <fieldset disabled={!canEdit || formState.isSubmitting} className="flex min-w-0 flex-col gap-5">
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
              <input
                type="checkbox"
                className="h-4 w-4 accent-[var(--color-gold)]"
                {...register("isPublic")}
              />
              {msg.productIsPublic}
            </label>
          </Card>

          <Card title={msg.productSectionSpecs}>
            <div className="grid gap-4 sm:grid-cols-2">
              {WATCH_SPEC_KEYS.map((key) => (
                <TextField
                  key={key}
                  label={SPEC_LABELS[key]}
                  {...register(`specs.${key}`)}
                  error={errors.specs?.[key]?.message}
                />
              ))}
            </div>
          </Card>

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

          {canEdit ? (
            <div className="sticky bottom-0 -mx-1 flex justify-end gap-2 bg-bg/90 px-1 py-3 backdrop-blur">
              <Link to={INVENTORY} className={buttonClass("secondary")}>
                {msg.cancel}
              </Link>
              <Button type="submit" disabled={formState.isSubmitting}>
                {msg.productSave}
              </Button>
            </div>
          ) : null}
        </fieldset>

        <div className="flex min-w-0 flex-col gap-5">
          <Card title={msg.productSectionPreview}>
            <PricePreview control={control} />
          </Card>
          <Card>
            {product ? (
              <PicturesPanel
                productId={product.id}
                productName={name || product.name}
                pictures={product.pictures}
                canEdit={canEdit}
              />
            ) : (
              <div className="flex flex-col gap-2">
                <h2 className="text-base font-semibold text-fg">{msg.productSectionPictures}</h2>
                <p className="text-sm text-muted">{msg.picturesSaveFirst}</p>
              </div>
            )}
          </Card>
        </div>
      </form>

      <Dialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={msg.productDeleteTitle}
        description={msg.productDeleteBody}
      >
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setConfirmDelete(false)}>
            {msg.cancel}
          </Button>
          <Button variant="danger" disabled={deleting} onClick={() => void remove()}>
            {msg.productDeleteConfirm}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}

type Form = ReturnType<typeof useContractForm<typeof newProductInput>>;
type MoneyName = "salePrice" | "promoPrice" | "originalPublicPrice" | "wholesalePrice" | "unitCost";

function Money({
  form,
  name,
  label,
  optional = false,
  hint,
}: {
  form: Form;
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

function Card({ title, children }: { title?: string; children: React.ReactNode }) {
  return (
    <section className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-4 sm:p-5">
      {title ? <h2 className="text-base font-semibold text-fg">{title}</h2> : null}
      {children}
    </section>
  );
}

const AUDIENCE_LABEL = {
  visitor: msg.previewVisitor,
  client: msg.previewClient,
  wholesaler: msg.previewWholesaler,
} as const;

const valid = (n: unknown): n is number => typeof n === "number" && Number.isInteger(n) && n >= 0;

/** What a visitor, a client and a wholesaler will see, with the storefront's own rule (domain pricePreview). */
function PricePreview({ control }: { control: Form["control"] }) {
  const [salePrice, promoPrice, originalPublicPrice, wholesalePrice] = useWatch({
    control,
    name: ["salePrice", "promoPrice", "originalPublicPrice", "wholesalePrice"],
  });
  if (!valid(salePrice) || salePrice <= 0) return <p className="text-sm text-muted">—</p>;
  const preview = pricePreview({
    salePrice,
    promoPrice: valid(promoPrice) ? promoPrice : null,
    originalPublicPrice: valid(originalPublicPrice) ? originalPublicPrice : null,
    wholesalePrice: valid(wholesalePrice) ? wholesalePrice : null,
  });
  return (
    <ul className="flex flex-col divide-y divide-border" data-testid="price-preview">
      {PREVIEW_AUDIENCES.map((audience) => {
        const p = preview[audience];
        return (
          <li
            key={audience}
            className="flex items-center justify-between gap-3 py-2.5"
            data-audience={audience}
          >
            <span className="text-sm text-muted">{AUDIENCE_LABEL[audience]}</span>
            <span className="flex flex-wrap items-baseline justify-end gap-x-2">
              {p.badge ? (
                <span className="rounded-full bg-red-700 px-2 py-0.5 text-xs font-bold text-white">
                  {p.badge}
                </span>
              ) : null}
              <span className="font-semibold text-fg tabular-nums">{formatMoney(p.price)}</span>
              {p.originalPrice > p.price ? (
                <s className="text-sm text-muted tabular-nums">{formatMoney(p.originalPrice)}</s>
              ) : null}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
