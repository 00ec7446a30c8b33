/** Spanish relative time (docs/product/constants.md): 'hace 5 minutos'. `now` is passed in: the domain has no clock. */
const units: Array<[limitSeconds: number, secondsPerUnit: number, singular: string, plural: string]> = [
  [60, 1, "segundo", "segundos"],
  [3600, 60, "minuto", "minutos"],
  [86400, 3600, "hora", "horas"],
  [2592000, 86400, "día", "días"],
  [31536000, 2592000, "mes", "meses"],
  [Number.POSITIVE_INFINITY, 31536000, "año", "años"],
];

export function relativeTime(date: Date, now: Date): string {
  const seconds = Math.max(0, Math.floor((now.getTime() - date.getTime()) / 1000));
  // The last unit's limit is infinite, so find() always answers.
  const [, per, singular, plural] = units.find(([limit]) => seconds < limit)!;
  const n = Math.max(1, Math.floor(seconds / per));
  return `hace ${n} ${n === 1 ? singular : plural}`;
}
