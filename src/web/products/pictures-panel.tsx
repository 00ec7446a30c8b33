import { useQueryClient } from "@tanstack/react-query";
import { ArrowDown, ArrowUp, ImagePlus, Star, Trash2 } from "lucide-react";
import { type DragEvent, useRef, useState } from "react";
import type { EditorPicture } from "../../contracts/products/products";
import { msg } from "../../domain/kernel/messages";
import { movePicture, picturesRoom, withMainPicture } from "../../domain/products/product";
import { call, errorMessage, topicKey } from "../lib/api";
import { toast } from "../lib/toast";
import { Button } from "../ui/button";
import { cn } from "../ui/cn";
import { Dialog } from "../ui/dialog";
import { Spinner } from "../ui/spinner";
import { refusalOf, uploadPicture } from "./upload";

/**
 * The pictures of a product (docs/decisions/0073): add by dropping files or with the picker,
 * reorder by dragging or with the buttons, make one the main one (the first), delete with a
 * confirmation. Every change is saved at once; the answer is the new order.
 */
export function PicturesPanel({
  productId,
  productName,
  pictures,
  canEdit,
}: {
  productId: string;
  productName: string;
  pictures: EditorPicture[];
  canEdit: boolean;
}) {
  const queryClient = useQueryClient();
  const [shown, setShown] = useState<EditorPicture[] | null>(null);
  const list = shown ?? pictures;
  const [uploading, setUploading] = useState(0);
  const [over, setOver] = useState(false);
  const [dragged, setDragged] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<EditorPicture | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const settle = (next: EditorPicture[]) => {
    setShown(null);
    queryClient.setQueriesData<{ pictures: EditorPicture[] }>(
      { queryKey: [...topicKey("products"), "getEditorProduct"] },
      (old) => (old ? { ...old, pictures: next } : old),
    );
    void queryClient.invalidateQueries({ queryKey: topicKey("products") });
  };

  async function addFiles(files: File[]) {
    const room = picturesRoom(list.length);
    if (files.length > room) toast.error(msg.pictureTooMany);
    for (const file of files.slice(0, room)) {
      const refusal = refusalOf(file);
      if (refusal) {
        toast.error(`${file.name}: ${refusal}`);
        continue;
      }
      setUploading((n) => n + 1);
      try {
        settle(await uploadPicture(productId, file));
        toast.success(msg.pictureUploaded);
      } catch (error) {
        toast.error(`${file.name}: ${errorMessage(error)}`);
      } finally {
        setUploading((n) => n - 1);
      }
    }
  }

  async function saveOrder(ids: string[]) {
    const byId = new Map(list.map((p) => [p.id, p]));
    setShown(ids.map((id) => byId.get(id)!));
    try {
      settle((await call("orderProductPictures", { params: { id: productId }, body: { ids } })).pictures);
    } catch (error) {
      setShown(null);
      toast.error(errorMessage(error));
    }
  }

  async function remove(picture: EditorPicture) {
    setConfirm(null);
    try {
      settle(
        (await call("deleteProductPicture", { params: { id: productId, imageId: picture.id } })).pictures,
      );
      toast.success(msg.pictureDeleted);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  const ids = list.map((p) => p.id);
  const onDrop = (event: DragEvent, targetId: string | null) => {
    event.preventDefault();
    setOver(false);
    if (event.dataTransfer.files.length) {
      void addFiles([...event.dataTransfer.files]);
      return;
    }
    if (!dragged || !targetId || dragged === targetId) return;
    const next = ids.filter((id) => id !== dragged);
    next.splice(ids.indexOf(targetId), 0, dragged);
    setDragged(null);
    void saveOrder(next);
  };

  return (
    <section aria-labelledby="pictures-title" className="flex flex-col gap-3">
      <h2 id="pictures-title" className="text-base font-semibold text-fg">
        {msg.productSectionPictures}
      </h2>
      {list.length === 0 ? <p className="text-sm text-muted">{msg.picturesEmpty}</p> : null}
      <ol className="grid grid-cols-2 gap-3" aria-label={msg.productSectionPictures}>
        {list.map((picture, index) => (
          <li
            key={picture.id}
            data-testid="editor-picture"
            data-picture-id={picture.id}
            draggable={canEdit}
            onDragStart={(e) => {
              setDragged(picture.id);
              e.dataTransfer.effectAllowed = "move";
            }}
            onDragOver={(e) => e.preventDefault()}
            onDrop={(e) => onDrop(e, picture.id)}
            className={cn(
              "flex flex-col gap-2 rounded-xl border border-border bg-surface p-2",
              dragged === picture.id && "opacity-50",
              canEdit && "cursor-grab",
            )}
          >
            <div className="relative overflow-hidden rounded-lg bg-surface-2">
              <img
                src={picture.src}
                srcSet={picture.srcSet}
                sizes="200px"
                alt={msg.pictureAlt(productName, index + 1)}
                width={picture.width}
                height={picture.height}
                className="aspect-square w-full object-cover"
                draggable={false}
              />
              {index === 0 ? (
                <span className="absolute top-1.5 left-1.5 rounded-full bg-gold px-2 py-0.5 text-xs font-semibold text-on-gold">
                  {msg.pictureMain}
                </span>
              ) : null}
            </div>
            {canEdit ? (
              <div className="flex flex-wrap items-center justify-between gap-1">
                <div className="flex flex-wrap gap-0.5">
                  <Button
                    variant="ghost"
                    size="icon"
                    className="h-8 w-8"
                    aria-label={`${msg.pictureMoveUp} (${index + 1})`}
                    disabled={index === 0}
                    onClick={() => void saveOrder(movePicture(ids, picture.id, -1))}
                  >
                    <ArrowUp className="h-4 w-4" aria-hidden />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="h-8 w-8"
                    aria-label={`${msg.pictureMoveDown} (${index + 1})`}
                    disabled={index === list.length - 1}
                    onClick={() => void saveOrder(movePicture(ids, picture.id, 1))}
                  >
                    <ArrowDown className="h-4 w-4" aria-hidden />
                  </Button>
                  {index > 0 ? (
                    <Button
                      variant="ghost"
                      size="icon"
                      className="h-8 w-8"
                      aria-label={`${msg.pictureMakeMain} (${index + 1})`}
                      title={msg.pictureMakeMain}
                      onClick={() => {
                        const next = withMainPicture(ids, picture.id);
                        if (next.ok) void saveOrder(next.value);
                      }}
                    >
                      <Star className="h-4 w-4" aria-hidden />
                    </Button>
                  ) : null}
                </div>
                <Button
                  variant="ghost"
                  size="icon"
                  className="h-8 w-8 text-red-700 dark:text-red-400"
                  aria-label={`${msg.pictureDelete} (${index + 1})`}
                  onClick={() => setConfirm(picture)}
                >
                  <Trash2 className="h-4 w-4" aria-hidden />
                </Button>
              </div>
            ) : null}
          </li>
        ))}
      </ol>
      {canEdit ? (
        <section
          onDragOver={(e) => {
            e.preventDefault();
            setOver(true);
          }}
          onDragLeave={() => setOver(false)}
          onDrop={(e) => onDrop(e, null)}
          data-testid="picture-drop"
          aria-label={msg.productSectionPictures}
          className={cn(
            "flex flex-col items-center gap-2 rounded-xl border-2 border-dashed border-border p-5 text-center text-sm text-muted",
            over && "border-gold bg-surface-2",
          )}
        >
          <ImagePlus className="h-6 w-6" aria-hidden />
          <p>
            {msg.picturesDrop}{" "}
            <button
              type="button"
              className="font-medium text-gold underline underline-offset-2"
              onClick={() => input.current?.click()}
            >
              {msg.picturesPick}
            </button>
          </p>
          <p className="text-xs">{msg.picturesHint}</p>
          <input
            ref={input}
            type="file"
            multiple
            accept="image/jpeg,image/png,image/webp"
            className="sr-only"
            aria-label={msg.picturesPick}
            data-testid="picture-input"
            onChange={(e) => {
              const files = [...(e.target.files ?? [])];
              e.target.value = "";
              void addFiles(files);
            }}
          />
          {uploading > 0 ? <Spinner label={msg.picturesUploading} /> : null}
        </section>
      ) : null}
      <Dialog
        open={confirm !== null}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={msg.pictureDeleteConfirm}
      >
        {confirm ? (
          <div className="flex flex-col gap-4">
            <img src={confirm.src} alt="" className="mx-auto h-32 w-32 rounded-lg object-cover" />
            <div className="flex justify-end gap-2">
              <Button variant="secondary" onClick={() => setConfirm(null)}>
                {msg.cancel}
              </Button>
              <Button variant="danger" onClick={() => void remove(confirm)}>
                {msg.pictureDelete}
              </Button>
            </div>
          </div>
        ) : null}
      </Dialog>
    </section>
  );
}
