export { BankReconciliationTab } from "./bank-reconciliation-tab";
export { useWebOrderBankStates } from "./use-bank-states";
