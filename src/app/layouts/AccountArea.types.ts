/** The dialogs the header's account area can open. */
export type AccountDialog = 'login' | 'settings' | 'payments' | 'activeItems';
