import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, ShoppingCart } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import type { CustomerAccount, CustomerOrder } from "../../contracts/customers/customers";
import { msg } from "../../domain/kernel/messages";
import { formatMoney } from "../../domain/kernel/money";
import { isRole, shortUserId } from "../../domain/kernel/roles";
import { creditMsg } from "../../domain/sales/messages-credit";
import { showsCredit } from "../../domain/sales/sale-ledger";
import { statementMsg } from "../../domain/statements/messages-statements";
import { apiQuery, call, errorMessage, topicKey } from "../lib/api";
import { dateText } from "../lib/format";
import { toast } from "../lib/toast";
import { StatusBadge } from "../sales";
import { Button, buttonClass } from "../ui/button";
import { MoneyNotes } from "../ui/money-notes";
import { PageSpinner } from "../ui/spinner";
import { WideTable } from "../ui/wide-table";
import { AccountActions } from "./account-actions";
import { CustomerFormDialog } from "./customer-form-dialog";
import { CustomerStatementSection } from "./customer-statement";
import { DisabledBadge, EmptyState, RoleBadge } from "./list-parts";

/**
 * A customer's page (Registrar Cliente, Clientes Web, Mayoristas): who they are, what they bought,
 * paid and owe, their orders, and a button that opens Registrar Venta with them chosen.
 */
export function CustomerAccountPage({ backTo }: { backTo: string }) {
  const { id = "" } = useParams();
  const account = useQuery(apiQuery("getCustomerAccount", { params: { id } }));
  if (account.isPending) return <PageSpinner />;
  if (!account.data) {
    return (
      <section className="grid gap-4">
        <BackLink to={backTo} />
        <EmptyState>{account.error ? errorMessage(account.error) : msg.customerNotFound}</EmptyState>
      </section>
    );
  }
  return <AccountView data={account.data} backTo={backTo} />;
}

function BackLink({ to }: { to: string }) {
  return (
    <Link to={to} className="inline-flex w-fit items-center gap-1 text-sm text-muted hover:text-fg">
      <ArrowLeft className="h-4 w-4" aria-hidden="true" />
      {msg.backToList}
    </Link>
  );
}

function AccountView({ data, backTo }: { data: CustomerAccount; backTo: string }) {
  const { customer, summary } = data;
  const [params] = useSearchParams();
  const tiles: Array<[string, string, string]> = [
    [msg.totalBoughtLabel, formatMoney(summary.totalBought), "total-bought"],
    [msg.totalPaidLabel, formatMoney(summary.totalPaid), "total-paid"],
    [msg.balanceOwedLabel, formatMoney(summary.balance), "balance-owed"],
    // The customer's Saldo a favor on a tile of its own when above 0.01: never netted into the balance.
    ...(showsCredit(summary.credit)
      ? [[creditMsg.creditLabel, formatMoney(summary.credit), "customer-credit"] as [string, string, string]]
      : []),
    [
      msg.lastPaymentLabel,
      summary.lastPayment
        ? `${formatMoney(summary.lastPayment.amount)} · ${dateText(summary.lastPayment.date)}`
        : msg.noPaymentsYet,
      "last-payment",
    ],
  ];
  return (
    <section className="grid gap-4" data-testid="customer-page">
      <BackLink to={backTo} />
      <header className="grid gap-3 rounded-xl border border-border bg-surface p-4">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="font-display text-2xl font-semibold" data-testid="customer-name">
            {customer.name}
          </h2>
          <RoleBadge role={customer.role} />
          {customer.disabled ? <DisabledBadge /> : null}
          {customer.kind === "user" ? (
            <span className="font-mono text-xs text-muted">
              {msg.userIdLabel} {shortUserId(customer.id)}
            </span>
          ) : null}
        </div>
        <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
          {(
            [
              [msg.phoneLabel, customer.phone],
              [msg.emailLabel, customer.email],
              [msg.cityLabel, customer.city],
              [msg.saleAddressLabel, customer.address],
              [msg.customerRtnLabel, customer.rtn],
              [msg.customerNotesLabel, customer.notes],
            ] as Array<[string, string | null]>
          )
            .filter(([, value]) => value)
            .map(([label, value]) => (
              <div key={label} className="flex gap-2">
                <dt className="text-muted">{label}:</dt>
                <dd className="break-all">{value}</dd>
              </div>
            ))}
        </dl>
        <div className="flex flex-wrap gap-2">
          <Link
            to={`/admin/sales?customerId=${encodeURIComponent(customer.id)}`}
            className={buttonClass("primary", "sm")}
            data-testid="register-sale-for"
          >
            <ShoppingCart className="h-4 w-4" aria-hidden="true" />
            {msg.registerSaleFor}
          </Link>
          {customer.kind === "customer" ? <RecordActions data={data} backTo={backTo} /> : null}
          {customer.kind === "user" && isRole(customer.role) ? (
            <AccountActions account={{ ...customer, role: customer.role }} backTo={backTo} />
          ) : null}
        </div>
      </header>
      <dl className="grid grid-cols-2 gap-2 lg:grid-cols-4" data-testid="customer-summary">
        {tiles.map(([label, value, testId]) => (
          <div key={label} className="rounded-xl border border-border bg-surface px-3 py-2">
            <dt className="text-xs text-muted">{label}</dt>
            <dd className="text-lg font-semibold tabular-nums" data-testid={testId}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <Tabs />
      {params.get(TAB) === STATEMENT_TAB ? (
        <CustomerStatementSection customerId={customer.id} />
      ) : (
        <>
          <h3 className="font-display text-xl font-semibold">{msg.customerOrders}</h3>
          {data.ownSalesOnly ? <p className="text-sm text-muted">{msg.sellerOwnSalesOnly}</p> : null}
          {data.orders.length ? (
            <OrdersList orders={data.orders} />
          ) : (
            <EmptyState>{msg.customerNoOrders}</EmptyState>
          )}
        </>
      )}
    </section>
  );
}

/** The page's two views, kept in the address so a statement can be linked to and reloaded. */
const TAB = "vista";
const STATEMENT_TAB = "estado-de-cuenta";

function Tabs() {
  const [params] = useSearchParams();
  const current = params.get(TAB) === STATEMENT_TAB ? STATEMENT_TAB : "";
  const tabs: Array<[string, string]> = [
    ["", msg.customerOrders],
    [STATEMENT_TAB, statementMsg.title],
  ];
  return (
    <nav className="flex gap-1 border-b border-border">
      {tabs.map(([value, label]) => (
        <Link
          key={value}
          to={value ? `?${TAB}=${value}` : "?"}
          replace
          aria-current={current === value ? "page" : undefined}
          className={`-mb-px border-b-2 px-3 py-2 text-sm font-medium ${
            current === value ? "border-gold text-fg" : "border-transparent text-muted hover:text-fg"
          }`}
          data-testid={value ? "tab-statement" : "tab-orders"}
        >
          {label}
        </Link>
      ))}
    </nav>
  );
}

function OrdersList({ orders }: { orders: CustomerOrder[] }) {
  const link = (o: CustomerOrder) => `/admin/orders?order=${o.id}`;
  return (
    <>
      <ul className="grid gap-2 md:hidden" data-testid="customer-order-cards">
        {orders.map((o) => (
          <li key={o.id}>
            <Link
              to={link(o)}
              className="grid gap-1 rounded-xl border border-border bg-surface p-3 hover:border-gold"
            >
              <span className="flex items-center justify-between gap-2">
                <span className="font-mono font-semibold text-gold">#{o.orderNumber}</span>
                <StatusBadge status={o.status} />
              </span>
              <span className="flex justify-between text-sm text-muted">
                <span>{dateText(o.saleDate)}</span>
                <span>{o.sellerName ?? ""}</span>
              </span>
              <span className="flex justify-between text-sm">
                <span>
                  {msg.sumTotal} <span className="font-semibold tabular-nums">{formatMoney(o.total)}</span>
                </span>
                <span>
                  {msg.balanceLabel}{" "}
                  <span className="font-semibold tabular-nums">{formatMoney(o.balance)}</span>
                  <MoneyNotes credit={o.credit} keptOnCancel={o.keptOnCancel} />
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <WideTable
        testId="customer-orders"
        minWidth="min-w-[40rem]"
        columns={[
          { title: msg.orderLabel },
          { title: msg.dateLabel },
          { title: msg.sellerLabel },
          { title: msg.statusLabel },
          { title: msg.sumTotal, numeric: true },
          { title: msg.paidLabel, numeric: true },
          { title: msg.balanceLabel, numeric: true },
        ]}
      >
        {orders.map((o) => (
          <tr key={o.id} data-testid="customer-order-row">
            <td className="px-3 py-2">
              <Link to={link(o)} className="font-mono font-semibold text-gold hover:underline">
                #{o.orderNumber}
              </Link>
            </td>
            <td className="px-3 py-2">{dateText(o.saleDate)}</td>
            <td className="px-3 py-2">{o.sellerName ?? "—"}</td>
            <td className="px-3 py-2">
              <StatusBadge status={o.status} />
            </td>
            <td className="px-3 py-2 text-right tabular-nums">{formatMoney(o.total)}</td>
            <td className="px-3 py-2 text-right tabular-nums">{formatMoney(o.amountPaid)}</td>
            <td className="px-3 py-2 text-right tabular-nums">
              {formatMoney(o.balance)}
              <MoneyNotes credit={o.credit} keptOnCancel={o.keptOnCancel} />
            </td>
          </tr>
        ))}
      </WideTable>
    </>
  );
}

function RecordActions({ data, backTo }: { data: CustomerAccount; backTo: string }) {
  const { customer } = data;
  const [editing, setEditing] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => call("deleteCustomer", { params: { id: customer.id } }),
    onSuccess: (r) => {
      toast.success(r.message);
      void queryClient.invalidateQueries({ queryKey: topicKey("customers") });
      navigate(backTo);
    },
    onError: (e) => toast.error(errorMessage(e)),
  });
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
        {msg.editCustomer}
      </Button>
      <Button
        variant="danger"
        size="sm"
        disabled={remove.isPending}
        onClick={() => window.confirm(msg.deleteCustomerConfirm(customer.name)) && remove.mutate()}
      >
        {msg.delete}
      </Button>
      <CustomerFormDialog
        open={editing}
        onOpenChange={setEditing}
        customer={{
          id: customer.id,
          name: customer.name,
          phone: customer.phone ?? "",
          email: customer.email ?? "",
          city: customer.city ?? "",
          address: customer.address ?? "",
          rtn: customer.rtn ?? "",
          notes: customer.notes,
        }}
      />
    </>
  );
}
