/**
 * Slot for the card-payment bell of the back-office header (SPEC §2, §9), admin and
 * superadmin only. Issue 5 implements it (8 latest, '9+' badge, sound, vibration); until
 * then it renders nothing rather than a bell that does not work.
 */
export function CardPaymentBell() {
  return null;
}
