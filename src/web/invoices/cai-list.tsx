import type { z } from "zod";
import type { caiRow } from "../../contracts/invoices/invoices";
import { invoiceMessages as m } from "../../domain/invoices/messages-invoices";
import { Button } from "../ui/button";
import { WideTable } from "../ui/wide-table";

type Cai = z.infer<typeof caiRow>;

const kindLabel = (kind: Cai["documentKind"]) => (kind === "nota_credito" ? m.kindCreditNote : m.kindFactura);

/**
 * Configuración › Facturación's CAI authorisations, each with the kind of document it numbers
 * (factura, nota de crédito): a table from md up; on a phone, where six
 * columns cut the last ones off, each CAI is a card whose number and range break where they must.
 */
export function CaiList({ cais, onActivate }: { cais: readonly Cai[]; onActivate: (id: string) => void }) {
  const activation = (c: Cai) =>
    c.active ? (
      m.activeLabel
    ) : (
      <Button size="sm" variant="secondary" onClick={() => onActivate(c.id)}>
        {m.activate}
      </Button>
    );
  return (
    <>
      <ul className="grid gap-2 md:hidden" data-testid="cai-cards">
        {cais.map((c) => (
          <li key={c.id} className="grid gap-1.5 rounded-xl border border-border bg-surface p-3 text-sm">
            <p className="font-mono break-all">{c.cai}</p>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
              <dt className="text-muted">{m.kindLabel}</dt>
              <dd>{kindLabel(c.documentKind)}</dd>
              <dt className="text-muted">{m.rangeLabel}</dt>
              <dd className="font-mono break-all">
                {c.rangeFrom} – {c.rangeTo}
              </dd>
              <dt className="text-muted">{m.deadlineLabel}</dt>
              <dd>{c.deadline}</dd>
              <dt className="text-muted">{m.nextNumberLabel}</dt>
              <dd className="font-mono break-all">{c.nextNumber ?? "—"}</dd>
              <dt className="text-muted">{m.remainingLabel}</dt>
              <dd>{c.remaining}</dd>
            </dl>
            <div>{activation(c)}</div>
          </li>
        ))}
      </ul>
      <WideTable
        testId="cai-table"
        minWidth="min-w-[46rem]"
        columns={[
          { title: m.kindLabel },
          { title: m.caiLabel },
          { title: m.rangeLabel },
          { title: m.deadlineLabel },
          { title: m.nextNumberLabel },
          { title: m.remainingLabel },
          { title: m.activeLabel },
        ]}
      >
        {cais.map((c) => (
          <tr key={c.id}>
            <td className="px-3 py-2 whitespace-nowrap">{kindLabel(c.documentKind)}</td>
            <td className="px-3 py-2 font-mono">{c.cai}</td>
            <td className="px-3 py-2 font-mono">
              {c.rangeFrom} – {c.rangeTo}
            </td>
            <td className="px-3 py-2 whitespace-nowrap">{c.deadline}</td>
            <td className="px-3 py-2 font-mono">{c.nextNumber ?? "—"}</td>
            <td className="px-3 py-2">{c.remaining}</td>
            <td className="px-3 py-2">{activation(c)}</td>
          </tr>
        ))}
      </WideTable>
    </>
  );
}
