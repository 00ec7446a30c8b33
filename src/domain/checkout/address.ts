/** The parts of a delivery address as checkout and the sale keep them. */
export interface AddressParts {
  address?: string | null;
  municipality?: string | null;
  city?: string | null;
  department?: string | null;
}

const sameWords = (a: string, b: string) => a.localeCompare(b, "es", { sensitivity: "base" }) === 0;

/**
 * An address on one line, as receipts, emails and screens print it: the street, the municipality,
 * the city and the department, each once — a part that repeats one before it (a city named as its
 * municipality, "San Pedro Sula, San Pedro Sula") is left out, whatever its accents or capitals.
 */
export function addressLine(parts: AddressParts): string {
  const kept: string[] = [];
  for (const part of [parts.address, parts.municipality, parts.city, parts.department]) {
    const text = part?.trim();
    if (text && !kept.some((k) => sameWords(k, text))) kept.push(text);
  }
  return kept.join(", ");
}
