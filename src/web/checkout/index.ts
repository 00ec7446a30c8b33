// The checkout feature's public surface on the web: what other features use.
export { BankAccounts } from "./bank-accounts";
