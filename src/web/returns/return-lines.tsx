import { Minus, Plus } from "lucide-react";
import { useState } from "react";
import { returnsMessages as m } from "../../domain/returns/messages-returns";
import { RETURN_DESTINATIONS, type ReturnDestination } from "../../domain/returns/returns";
import { todayInput } from "../lib/format";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { SelectField, TextField } from "../ui/field";
import type { LinePick, ReturnableLine } from "./return-preview";

/** The parts a return and an exchange share: what comes back line by line, and the confirmation. */

export const NO_PICK: LinePick = { quantity: 0, serials: [], destination: "stock" };
/** Past this many watches a line gets a search field above its checkboxes. */
const SERIAL_FILTER_FROM = 6;

/** A whole number typed in the stepper, kept between 0 and what is left. */
const clampQuantity = (value: number, left: number) =>
  Number.isFinite(value) ? Math.min(left, Math.max(0, Math.trunc(value))) : 0;

function QuantityStepper({
  line,
  value,
  onChange,
}: {
  line: ReturnableLine;
  value: number;
  onChange: (quantity: number) => void;
}) {
  return (
    <div className="flex items-center gap-2">
      <Button
        variant="secondary"
        size="icon"
        aria-label={m.fewer(line.name)}
        disabled={value <= 0}
        onClick={() => onChange(value - 1)}
      >
        <Minus className="h-4 w-4" aria-hidden="true" />
      </Button>
      <input
        type="number"
        inputMode="numeric"
        min={0}
        max={line.left}
        step={1}
        aria-label={m.quantityLabel(line.name)}
        className="h-10 w-20 rounded-lg border border-border bg-surface px-2 text-center text-base text-fg tabular-nums focus:border-gold focus:ring-2 focus:ring-ring/30 focus:outline-none"
        value={value}
        onChange={(e) => onChange(clampQuantity(e.target.valueAsNumber, line.left))}
      />
      <Button
        variant="secondary"
        size="icon"
        aria-label={m.more(line.name)}
        disabled={value >= line.left}
        onClick={() => onChange(value + 1)}
      >
        <Plus className="h-4 w-4" aria-hidden="true" />
      </Button>
      <span className="text-sm text-muted">{m.quantityOf(line.left)}</span>
    </div>
  );
}

/** The watches of a line kept by serial: the ones the sale holds, each a checkbox. */
function SerialChecklist({
  line,
  value,
  onChange,
}: {
  line: ReturnableLine;
  value: string[];
  onChange: (serials: string[]) => void;
}) {
  const [filter, setFilter] = useState("");
  const serials = line.serials ?? [];
  if (serials.length === 0) return <p className="text-sm text-muted">{m.noSerialsHeld}</p>;
  const needle = filter.trim().toLowerCase();
  const shown = needle ? serials.filter((s) => s.toLowerCase().includes(needle)) : serials;
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">{m.serialsLegend(line.name)}</legend>
      {serials.length > SERIAL_FILTER_FROM ? (
        <TextField
          label={m.serialFilterLabel}
          type="search"
          value={filter}
          autoComplete="off"
          onChange={(e) => setFilter(e.target.value)}
        />
      ) : null}
      {shown.length === 0 ? <p className="text-sm text-muted">{m.serialFilterEmpty}</p> : null}
      <div className="grid gap-1 sm:grid-cols-2">
        {shown.map((serial) => (
          <label
            key={serial}
            className="flex min-h-10 items-center gap-2 rounded-lg px-2 text-sm hover:bg-surface-2"
          >
            <input
              type="checkbox"
              className="h-5 w-5 shrink-0 accent-[var(--gold)]"
              checked={value.includes(serial)}
              onChange={(e) =>
                onChange(e.target.checked ? [...value, serial] : value.filter((s) => s !== serial))
              }
            />
            <span className="font-mono break-all">{serial}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function LineChooser({
  line,
  pick,
  onChange,
}: {
  line: ReturnableLine;
  pick: LinePick;
  onChange: (pick: LinePick) => void;
}) {
  const chosen = line.serials ? pick.serials.length : pick.quantity;
  return (
    <li className="grid gap-3 rounded-lg border border-border bg-surface p-3" data-testid="return-line">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="min-w-0 font-medium break-words">{line.name}</p>
        <p className="text-sm text-muted">
          {m.lineBought(line.bought)}
          {line.returned > 0 ? ` · ${m.lineReturned(line.returned)}` : ""}
        </p>
      </div>
      {line.left === 0 ? (
        <p className="text-sm text-muted">{m.lineFullyReturned}</p>
      ) : line.serials ? (
        <SerialChecklist
          line={line}
          value={pick.serials}
          onChange={(serials) => onChange({ ...pick, serials })}
        />
      ) : (
        <QuantityStepper
          line={line}
          value={pick.quantity}
          onChange={(quantity) => onChange({ ...pick, quantity })}
        />
      )}
      {chosen > 0 ? (
        <SelectField
          label={m.destinationLabel(line.name)}
          value={pick.destination}
          onChange={(e) => onChange({ ...pick, destination: e.target.value as ReturnDestination })}
        >
          {RETURN_DESTINATIONS.map((d) => (
            <option key={d} value={d}>
              {m.destinationLabels[d]}
            </option>
          ))}
        </SelectField>
      ) : null}
    </li>
  );
}

/** The confirmation before a return is saved or decided: its money outcome in one sentence. */
export function ConfirmReturn({
  text,
  title = m.confirmTitle,
  confirmLabel = m.confirmButton,
  pending,
  onBack,
  onConfirm,
}: {
  text: string | null;
  title?: string;
  confirmLabel?: string;
  pending: boolean;
  onBack: () => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog open={text !== null} onOpenChange={(o) => !o && onBack()} title={title} description={text ?? ""}>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onBack}>
          {m.backButton}
        </Button>
        <Button onClick={onConfirm} disabled={pending} data-testid="confirm-return">
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}

/** Whether today is past the sale's last day to return (the server's figure; null: no window). */
export const pastWindow = (lastDay: string | null) => lastDay !== null && todayInput() > lastDay;
