import { shopMsg } from "../../domain/storefront/messages-shop";

/** 'Agotado', '¡Última unidad!' or 'n disponibles' (only when few are left). */
export function StockNote({ quantity }: { quantity: number }) {
  if (quantity <= 0)
    return <p className="text-sm font-semibold text-red-700 dark:text-red-400">{shopMsg.soldOut}</p>;
  if (quantity > 5) return null;
  return (
    <p className="text-sm font-medium text-amber-700 dark:text-amber-400">{shopMsg.stockLeft(quantity)}</p>
  );
}
