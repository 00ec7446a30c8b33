/**
 * Texts of the storefront, cart, checkout and payment pages. Spread into `msg` (messages.ts); the
 * storefront's modules read them through `shopMsg` (messages-shop.ts), so the other areas' texts
 * stay out of its first load. Where the product rules leave them unworded, they follow the voice
 * of docs/product/texts.md.
 */
export const storefrontMessages = {
  // Cart (docs/product/validation.md, texts.md)
  outOfStock: "Este producto está agotado.",
  // Singular for one unit (docs/storefront.md); other numbers keep the product's text.
  cartAddBeyondStock: (n: number) =>
    n === 1
      ? "No puedes agregar más. Solo queda 1 en stock."
      : `No puedes agregar más. Solo quedan ${n} en stock.`,
  cartQuantityBeyondStock: (n: number) =>
    n === 1 ? "Solo queda 1 unidad en stock." : `Solo quedan ${n} unidades en stock.`,

  // Pricing badges (docs/product/overview.md, constants.md)
  offerBadge: "¡Oferta!",
  wholesaleBadge: "¡P. Especial!",

  // Storefront
  seeCatalog: "Ver catálogo",
  heroKicker: "Relojería en línea",
  trustShipping: "Envío a toda Honduras",
  trustPayment: "Pago con tarjeta o transferencia",
  trustSupport: "Atención personalizada",
  footerAbout: "Sobre nosotros",
  footerPrivacy: "Política de privacidad",
  footerTerms: "Términos y condiciones",
  footerShipping: "Envíos",
  footerRights: (year: number, store: string) => `© ${year} ${store}. Todos los derechos reservados.`,
  catalogTitle: "Catálogo",
  productTitle: "Detalle del producto",
  cartTitle: "Carrito de compras",
  checkoutTitle: "Finalizar compra",
  paymentSuccessTitle: "Resultado del pago",
  paymentCancelledTitle: "Pago cancelado",

  // The watch's model and specifications on its page (the product editor labels its fields with them)
  productModel: "Modelo",
  specMovement: "Movimiento",
  specCaseSize: "Tamaño de la caja",
  specCaseMaterial: "Material de la caja",
  specWaterResistance: "Resistencia al agua",
  specStrap: "Correa",
  specCrystal: "Cristal",

  // Catalog
  searchLabel: "Buscar relojes",
  searchPlaceholder: "Buscar por nombre…",
  filtersTitle: "Filtros",
  priceMinLabel: "Precio mínimo (L.)",
  priceMaxLabel: "Precio máximo (L.)",
  onOfferFilter: "Solo ofertas",
  inStockFilter: "Solo disponibles",
  sortLabel: "Ordenar por",
  sortNewest: "Más recientes",
  sortPriceAsc: "Precio: menor a mayor",
  sortPriceDesc: "Precio: mayor a menor",
  sortBestSelling: "Más vendidos",
  resultsCount: (n: number) => `${n} ${n === 1 ? "reloj" : "relojes"}`,
  noResults: "No encontramos relojes con esos criterios.",
  clearFilters: "Limpiar filtros",
  previousPage: "Anterior",
  nextPage: "Siguiente",
  pageOf: (page: number, pages: number) => `Página ${page} de ${pages}`,
  soldOut: "Agotado",
  stockLeft: (n: number) => (n === 1 ? "¡Última unidad!" : `${n} disponibles`),
  hiddenProduct: "No público",
  addToCart: "Agregar al carrito",
  addedToCart: "Producto agregado al carrito.",
  viewCart: "Ver carrito",
  quantityLabel: "Cantidad",
  shareWhatsApp: "Compartir por WhatsApp",
  productShareText: (name: string, price: string, url: string) =>
    `Encontré este reloj: ${name} por ${price} ${url}`,
  productNotFound: "Este reloj no existe o ya no está disponible.",
  imageOf: (name: string, n: number) => `${name}, imagen ${n}`,
  showImage: (n: number) => `Ver imagen ${n}`,
  featuredTitle: "Destacados",
  newArrivalsTitle: "Recién llegados",
  offersTitle: "Ofertas",
  seeAllWatches: "Ver todos",
  trustWhatsApp: "Escríbanos por WhatsApp",
  heroCta: "Comprar ahora",

  // Information pages
  shippingTableCity: "Ciudad",
  shippingTableDepartment: "Departamento",
  shippingTableCost: "Costo de envío",

  // Cart
  cartEmpty: "Su carrito está vacío.",
  continueShopping: "Seguir comprando",
  removeItem: (name: string) => `Quitar ${name} del carrito`,
  decreaseQuantity: "Disminuir cantidad",
  increaseQuantity: "Aumentar cantidad",
  subtotalLabel: "Subtotal",
  promoSavingsLabel: "Ahorro en promociones",
  shippingLabel: "Envío",
  codeDiscountLabel: (code: string) => `Descuento (${code})`,
  totalLabel: "Total",
  proceedToCheckout: "Continuar con la compra",
  priceChanged: (name: string, before: string, after: string) =>
    `El precio de ${name} cambió de ${before} a ${after}.`,
  itemUnavailable: (name: string) => `${name} ya no está disponible y se quitó del carrito.`,
  shippingAtCheckout: "El envío se calcula al finalizar la compra.",
  /** The code-discount line of every summary; without a code it reads only 'Descuento por código'. */
  codeDiscountLineLabel: (code: string | null | undefined) =>
    code ? `Descuento por código (${code})` : "Descuento por código",
  summaryLinesLabel: "Desglose del total",

  // Catalog on a phone: the collapsed filter panel's button
  activeFilters: (n: number) => (n === 1 ? "1 filtro activo" : `${n} filtros activos`),
} as const;
