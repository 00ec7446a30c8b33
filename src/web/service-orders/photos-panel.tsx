import { useMutation } from "@tanstack/react-query";
import { Camera } from "lucide-react";
import { useId } from "react";
import type { ServiceOrderDetail } from "../../contracts/service-orders/service-orders";
import { serviceScreens as t } from "../../domain/service-orders/messages-service-screens";
import { errorMessage, operationUrl } from "../lib/api";
import { toast } from "../lib/toast";
import { buttonClass } from "../ui/button";
import { cn } from "../ui/cn";
import { Panel } from "../ui/panel";
import { uploadServicePhoto, useRefreshDesk } from "./use-service-orders";

/**
 * The watch as it came in: photos taken at the counter (a phone opens its camera), each a
 * thumbnail that opens the full picture.
 */
export function PhotosPanel({ order }: { order: ServiceOrderDetail }) {
  const inputId = useId();
  const refresh = useRefreshDesk();
  const upload = useMutation({
    mutationFn: (photo: File) => uploadServicePhoto(order.id, photo),
    onSuccess: () => {
      toast.success(t.photoAdded);
      refresh();
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const closed = order.state === "Entregado" || order.state === "Cancelado";
  return (
    <Panel title={t.photosSection} testId="service-photos">
      {order.photos.length ? (
        <ul className="mb-3 flex flex-wrap gap-2">
          {order.photos.map((p, i) => {
            const src = operationUrl("getServiceOrderPhoto", { params: { id: order.id, photoId: p.id } });
            return (
              <li key={p.id}>
                <a href={src} target="_blank" rel="noopener" className="block">
                  <img
                    src={src}
                    alt={t.photoAlt(i + 1)}
                    width={p.width}
                    height={p.height}
                    loading="lazy"
                    className="h-24 w-24 rounded-lg border border-border object-cover"
                  />
                </a>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="mb-3 text-sm text-muted">{t.noPhotos}</p>
      )}
      {closed ? null : (
        <>
          <input
            id={inputId}
            type="file"
            accept="image/*"
            capture="environment"
            className="sr-only"
            disabled={upload.isPending}
            data-testid="service-photo-input"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = "";
              if (file) upload.mutate(file);
            }}
          />
          <label
            htmlFor={inputId}
            className={cn(buttonClass("secondary", "sm"), "cursor-pointer", upload.isPending && "opacity-60")}
          >
            <Camera className="h-4 w-4" aria-hidden="true" />
            {t.addPhoto}
          </label>
        </>
      )}
    </Panel>
  );
}
