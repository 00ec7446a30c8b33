// The people screens of the back office: Registrar Cliente, Clientes Web, Mayoristas.

export { DisableButton } from "./account-actions";
export { PersonFields, useAccountForm } from "./account-forms";
export { AccountList } from "./account-list";
export { AccountListScreen } from "./account-list-screen";
export { CustomersPage } from "./customers-page";
export { SearchBox, useListParams } from "./list-parts";
export { WebClientsPage } from "./web-clients-page";
export { WholesalersPage } from "./wholesalers-page";
