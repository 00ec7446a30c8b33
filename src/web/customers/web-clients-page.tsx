import { Route, Routes } from "react-router";
import { msg } from "../../domain/kernel/messages";
import { ImportedLinksButton, SendPasswordLinkButton } from "../mail";
import { AccountListScreen } from "./account-list-screen";
import { CustomerAccountPage } from "./customer-account-page";

/** Clientes Web: registered clients and wholesalers with their balance; a client's page at :id. */
export function WebClientsPage() {
  return (
    <Routes>
      <Route
        index
        element={
          <AccountListScreen
            operation="listWebClients"
            searchLabel={msg.webClientsSearch}
            toolbar={<ImportedLinksButton />}
            testId="web-clients"
            empty={msg.webClientsEmpty}
            column="balance"
            detail={(id) => `/admin/web-clients/${id}`}
            actions={(row) => <SendPasswordLinkButton account={row} />}
          />
        }
      />
      <Route path=":id" element={<CustomerAccountPage backTo="/admin/web-clients" />} />
    </Routes>
  );
}
