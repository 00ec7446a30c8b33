// The shipping feature's public surface on the web: the active shipping cities.
export { useShippingLocations } from "./use-shipping-locations";
