import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import type { EditorProduct, NewProductInput } from "../../contracts/products/products";
import { msg } from "../../domain/kernel/messages";
import { call, errorMessage, topicKey } from "../lib/api";
import { toast } from "../lib/toast";
import { Button } from "../ui/button";
import { TextField } from "../ui/field";

/**
 * The maker's reference and the barcode of the product editor, and the button that gives a
 * saved product without a barcode the store's own EAN-13 (docs/decisions/0185).
 */
export function ProductCodesFields({
  form,
  product,
  canEdit,
}: {
  form: UseFormReturn<NewProductInput>;
  product: EditorProduct | null;
  canEdit: boolean;
}) {
  const { register, formState, setValue, resetField } = form;
  const errors = formState.errors;
  const queryClient = useQueryClient();
  const [assigning, setAssigning] = useState(false);
  const barcodeSaved = !!product?.barcode;

  async function assign() {
    if (!product) return;
    setAssigning(true);
    try {
      const { barcode } = await call("assignStoreBarcode", { params: { id: product.id } });
      // Saved already: the field shows it without counting as an unsaved change.
      resetField("barcode", { defaultValue: barcode });
      setValue("barcode", barcode);
      toast.success(msg.productStoreBarcodeDone(barcode));
      await queryClient.invalidateQueries({ queryKey: topicKey("products") });
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setAssigning(false);
    }
  }

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="flex flex-col gap-1">
        <TextField
          label={msg.productReference}
          autoComplete="off"
          {...register("reference")}
          error={errors.reference?.message}
        />
        <p className="text-xs text-muted">{msg.productReferenceHint}</p>
      </div>
      <div className="flex flex-col gap-1">
        <TextField
          label={msg.productBarcode}
          autoComplete="off"
          inputMode="text"
          {...register("barcode")}
          error={errors.barcode?.message}
        />
        <p className="text-xs text-muted">{msg.productBarcodeHint}</p>
        {product && canEdit && !barcodeSaved ? (
          <Button type="button" variant="secondary" size="sm" disabled={assigning} onClick={assign}>
            {msg.productStoreBarcode}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
