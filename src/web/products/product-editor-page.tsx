import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, Trash2 } from "lucide-react";
import { useState } from "react";
import { useWatch } from "react-hook-form";
import { Link, useNavigate, useParams } from "react-router";
import { type EditorProduct, newProductInput } from "../../contracts/products/products";
import { msg } from "../../domain/kernel/messages";
import { isAdmin } from "../../domain/kernel/roles";
import { useSession } from "../auth/use-session";
import { apiQuery, call, errorMessage, topicKey } from "../lib/api";
import { toast } from "../lib/toast";
import { showSaveError, useContractForm } from "../lib/use-contract-form";
import { Button, buttonClass } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { PageSpinner } from "../ui/spinner";
import { PicturesPanel } from "./pictures-panel";
import { PricePreview } from "./price-preview";
import { EMPTY_PRODUCT, formValues, INVENTORY } from "./product-form-values";
import { Card, GeneralSection, PricesSection, SpecsSection, StockSection } from "./product-sections";

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
  const form = useContractForm(newProductInput, product ? formValues(product) : EMPTY_PRODUCT);
  const { control, handleSubmit, formState, reset } = form;
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const onSubmit = handleSubmit(async (values) => {
    try {
      if (!product) {
        // The serials are the opening stock only of a product kept by them.
        const body = values.serialized ? values : { ...values, initialSerials: [] };
        const created = await call("createProduct", { body });
        toast.success(msg.productCreated);
        await queryClient.invalidateQueries({ queryKey: topicKey("products") });
        navigate(`${INVENTORY}/${created.id}/edit`, { replace: true });
        return;
      }
      const { initialStock: _opening, serialized: _serialized, initialSerials: _serials, ...edit } = values;
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
          <GeneralSection form={form} product={product} canEdit={canEdit} />
          <SpecsSection form={form} />
          <PricesSection form={form} />
          <StockSection form={form} product={product} canEdit={canEdit} />

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
