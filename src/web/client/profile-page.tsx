import { msg } from "../../domain/messages";
import { useSession } from "../auth/use-session";

/** /client/profile: the user's own data, read-only for now (editing comes with the profile issue). */
export function ProfilePage() {
  const { user } = useSession();
  if (!user) return null;
  const rows: Array<[string, string | null]> = [
    [msg.fullNameLabel, user.name],
    [msg.emailLabel, user.email],
    [msg.phoneLabel, user.phone],
    [msg.cityLabel, user.city],
  ];
  return (
    <section className="flex flex-col gap-6">
      <h1 className="font-display text-3xl font-semibold">{msg.myInformation}</h1>
      <dl className="grid overflow-hidden rounded-xl border border-border bg-surface sm:grid-cols-[12rem_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="border-border px-5 pt-4 text-sm font-medium text-muted sm:border-b sm:pb-4 sm:last-of-type:border-b-0">
              {label}
            </dt>
            <dd className="border-b border-border px-5 pt-1 pb-4 text-fg sm:pt-4">{value || "—"}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
