import type { InfoPage } from "../../contracts/settings/settings";
import { STORE_NAME } from "../../domain/kernel/store";

/**
 * Default text of the information pages until the owner writes their own in the settings
 * (settings.pages). Paragraphs are separated by a blank line; '## ' starts a heading.
 * The shipping page also lists every city and its cost from shipping_locations.
 */
export const DEFAULT_PAGES: Record<InfoPage, string> = {
  about: `${STORE_NAME} es una relojería en línea hondureña. Seleccionamos relojes de acero, automáticos, de cuarzo y deportivos que combinan buena construcción con un precio justo, y los enviamos a toda Honduras.

## Nuestra promesa
Cada reloj se revisa antes de salir: funcionamiento, ajuste de la hora, estado de la caja y del brazalete. Si algo no está bien cuando lo recibe, lo resolvemos.

## Atención personalizada
Le ayudamos a elegir por WhatsApp o por correo: medidas de la caja, ajuste de la correa, resistencia al agua o el regalo ideal. Respondemos de lunes a sábado, de 8:00 a. m. a 6:00 p. m.

## Formas de pago
Aceptamos tarjetas de crédito y débito a través de una pasarela de pago segura, y transferencias o depósitos bancarios. Los mayoristas registrados acceden a precios especiales.`,

  privacy: `En ${STORE_NAME} cuidamos sus datos personales. Esta política explica qué información recopilamos y cómo la usamos.

## Qué datos recopilamos
Nombre, correo electrónico, teléfono y dirección de envío cuando crea una cuenta o realiza un pedido, y el historial de sus compras.

## Para qué los usamos
Para procesar y entregar sus pedidos, confirmar pagos, darle seguimiento y responder a sus consultas. No vendemos ni compartimos sus datos con terceros para publicidad.

## Pagos con tarjeta
Los datos de su tarjeta se ingresan directamente en la página de la pasarela de pago; ${STORE_NAME} nunca los recibe ni los guarda. Solo conservamos la marca de la tarjeta y sus últimos cuatro dígitos como comprobante.

## Sus derechos
Puede pedirnos en cualquier momento que corrijamos o eliminemos sus datos escribiéndonos por WhatsApp o por correo.`,

  terms: `Al comprar en ${STORE_NAME} usted acepta estos términos y condiciones.

## Precios y disponibilidad
Los precios están en lempiras (L.) e incluyen impuestos. Las existencias se confirman al momento de pagar; si un producto se agota mientras paga, le avisamos antes de cobrar.

## Pedidos con tarjeta
El pedido se confirma cuando la pasarela aprueba el pago. Si el pago no se completa en 15 minutos, el pedido se cancela y los productos vuelven a estar disponibles.

## Pedidos por transferencia
Reservamos su pedido cuando confirmamos la transferencia. Use el número de orden como referencia del depósito.

## Garantía y devoluciones
Todos los relojes tienen garantía de funcionamiento de 6 meses. Puede solicitar un cambio dentro de los 7 días siguientes a la entrega si el reloj no ha sido usado y conserva su empaque.`,

  shipping: `Enviamos a toda Honduras por medio de empresas de encomienda de confianza. El costo depende de la ciudad de destino y se suma al total al finalizar la compra.

## Tiempos de entrega
Tegucigalpa y San Pedro Sula: 1 a 2 días hábiles. Resto del país: 2 a 4 días hábiles. Islas de la Bahía: 3 a 5 días hábiles.

## Seguimiento
Cuando su pedido sale, le enviamos la empresa de envío y el número de guía para que pueda rastrearlo.`,
};
