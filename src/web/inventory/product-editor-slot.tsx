import { type ComponentType, lazy, Suspense } from "react";
import { msg } from "../../domain/kernel/messages";
import { PageSpinner } from "../ui/spinner";

/**
 * The product editor (/admin/inventory/new and /:id/edit) is the products feature's page
 * (`ProductEditorPage` from src/web/products). Found with a glob so this page builds before that
 * feature lands and renders it as soon as it exists.
 */
const modules = import.meta.glob<{ ProductEditorPage?: ComponentType }>("../products/index.ts");
const load = modules["../products/index.ts"];
const Editor = load
  ? lazy(async () => {
      const m = await load();
      return { default: m.ProductEditorPage ?? Missing };
    })
  : null;

function Missing() {
  return <p className="text-muted">{msg.productEditorPending}</p>;
}

export function ProductEditorSlot() {
  if (!Editor) return <Missing />;
  return (
    <Suspense fallback={<PageSpinner />}>
      <Editor />
    </Suspense>
  );
}
