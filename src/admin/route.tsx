/** The /admin/* route module (its own lazy chunk): the back office. The player's bundle only names it in the router. */
import { AdminApp } from './AdminApp';

/** React Router's lazy route component. */
export const Component = AdminApp;
